import { budget } from '../support/time'
import { createPlayer, logIn } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { chooseCards, METHODS, startPayment } from '../buying/support'
import { buyWeeklyCards, drawWithPrizes } from '../prizes/support'

// Issue 36, finding 7: on Canjear premios, after Confirmar said "Elegiste el cartón 034170", the
// page still said "Tenés 2 premios para canjear". The player had a pack waiting for this draw's
// card, which the backend serves first: the card went to the pack, and nothing said so. Each
// confirmation now says what the card was for, the count says packs come first, and it follows
// each exchange at once, without a reload. And the screen speaks with vos: ELEGÍ TU CARTÓN.

const FREE_CARD = 'Cartón gratis'

test('each free card exchanged lowers the count of prizes left at once', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(180_000))
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)
  await chooseCards(page, 'PACK 12 SORTEOS', 1)
  await page.getByRole('link', { name: 'Pagar Gs. 114.000' }).click()
  await startPayment(page, METHODS.tarjeta)
  await page.getByRole('button', { name: 'Aprobar pago' }).click()
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible()
  const [first, second] = (await buyWeeklyCards(page, 2)) as [string, string]
  const { next } = await drawWithPrizes(request, [
    { numero: first, premio: FREE_CARD },
    { numero: second, premio: FREE_CARD },
  ])

  await page.goto(`/canjear-premios/${next.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ELEGÍ TU CARTÓN')
  const main = page.getByRole('main')
  await expect(main.getByText('Restan 11 Sorteos de tu PACK 12 SORTEOS')).toBeVisible()
  await expect(
    main.getByText(
      'Tenés 2 premios para canjear por un cartón de este sorteo. Se canjean después de elegir los cartones de tus packs.',
    ),
  ).toBeVisible()

  const exchange = async () => {
    const card = page
      .getByRole('region', { name: 'CARTONES DISPONIBLES' })
      .getByRole('button', { name: /^Ver las jugadas del cartón/ })
      .first()
    const numero = (await card.textContent())!.trim()
    await card.click()
    await page
      .getByRole('dialog', { name: `Cartón N° ${numero}` })
      .getByRole('button', { name: 'Elegir Cartón' })
      .click()
    await main.getByRole('button', { name: 'Confirmar', exact: true }).click()
    const done = main.getByRole('status').filter({ hasText: numero })
    await expect(done).toBeVisible()
    return done
  }

  // The pack's card first: the prizes are still two, and the page says why.
  await expect(await exchange()).toContainText('de tu PACK 12 SORTEOS')
  await expect(main.getByText('Restan 11 Sorteos de tu PACK 12 SORTEOS')).toHaveCount(0)
  await expect(
    main.getByText('Tenés 2 premios para canjear por un cartón de este sorteo.', { exact: true }),
  ).toBeVisible()
  await expect(await exchange()).toContainText('canjeaste un premio Cartón gratis')
  await expect(
    main.getByText('Tenés 1 premio para canjear por un cartón de este sorteo.'),
  ).toBeVisible()
  await exchange()
  await expect(main.getByText(/^Tenés \d+ premios? para canjear/)).toHaveCount(0)
  await expect(
    main.getByText('No tenés cartones pendientes de elegir para este sorteo.'),
  ).toBeVisible()
})
