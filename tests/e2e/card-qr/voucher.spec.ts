import { backendGet } from '../support/backend'
import { budget } from '../support/time'
import { createPlayer, logIn } from '../support/accounts'
import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'
import { chooseCards, METHODS, startPayment } from '../buying/support'

// The purchase page (where the payment provider sends the player back) is the purchase's
// voucher: it shows the QR code of every card bought, for the open draw.

test('an approved purchase shows one QR code per card, of the open draw', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(120_000))
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)
  const numbers = await chooseCards(page, 'PACK 12 SORTEOS', 2)
  await page.getByRole('link', { name: /^Pagar Gs\./ }).click()
  await startPayment(page, METHODS.tarjeta)
  await page.getByRole('button', { name: 'Aprobar pago' }).click()
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible()

  const { datos: open } = await backendGet<{ id: number }>(request, 'sorteos/actual')
  const list = page.getByRole('region', { name: 'Códigos QR de tus cartones' })
  await expect(list.getByRole('img')).toHaveCount(numbers.length)
  for (const numero of numbers) {
    const qr = list.getByRole('img', { name: `Código QR del cartón N° ${numero}` })
    await expect(qr).toBeVisible()
    const params = new URL((await qr.getAttribute('src'))!, 'http://x').searchParams
    expect([params.get('carton'), params.get('sorteo')]).toEqual([numero, String(open.id)])
    await expect(list.getByText(`Cartón N° ${numero}`, { exact: true })).toBeVisible()
  }
  // Every picture loaded (an SVG the browser could draw): waited for, since a visible <img> may
  // still be loading on a busy machine (CI once read it a moment too early).
  await expect
    .poll(() =>
      list
        .getByRole('img')
        .evaluateAll((images) =>
          images.every(
            (i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0,
          ),
        ),
    )
    .toBe(true)
  await expectNoAxeViolations(page, '/comprar-carton/resultado (códigos QR)')
})
