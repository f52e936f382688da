import { createPlayer, logIn } from '../support/accounts'
import { budget } from '../support/time'
import { expect, test } from '../support/fixtures'
import { chooseCards, METHODS, startPayment } from './support'

// Issue 36, finding 2: every price the player reads is one charged. The saving is what the same
// cards cost draw by draw at PRECIO_CARTON (Gs. 10.000) less the pack's price: none on the cartón
// de la semana (it claimed "Ahorrás 15%"), 42% on PACK 17 (it claimed 40%), and the home's "ahorrá
// hasta" says the best of them. The checkout's unit price is one card for one draw (not "Gs.
// 11.765"); Mis movimientos tells one card of 12 draws from 12 cards. Amounts never split:
// "Gs." and its digits are joined by a non-breaking space. Soft checks, so a run on the old code
// lists every one it fails.

/** What a page shows of an amount, its non-breaking space kept (toHaveText would fold it). */
const raw = async (locator: import('@playwright/test').Locator) =>
  (await locator.textContent())?.trim() ?? ''

test('packs, checkout and Mis movimientos say the prices as charged', async ({ page, request }) => {
  test.setTimeout(budget(120_000))
  await page.goto('/home')
  await expect.soft(page.locator('main')).toContainText('ahorrá hasta 42%')

  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)

  await page.goto('/comprar-carton')
  const pack = (name: string) => page.getByRole('article', { name, exact: true })
  await expect(pack('Cartón de la semana')).toBeVisible()
  await expect.soft(pack('Cartón de la semana').getByText(/Ahorrás/)).toHaveCount(0)
  for (const [name, saving] of [
    ['PACK 12 SORTEOS', 'Ahorrás 5%'],
    ['PACK 24 SORTEOS', 'Ahorrás 10%'],
    ['PACK 48 SORTEOS', 'Ahorrás 15%'],
    ['PACK 17 SORTEOS', 'Ahorrás 42%'],
  ] as const) {
    await expect.soft(pack(name).getByText(/^Ahorrás/)).toHaveText(saving)
  }

  // One card of PACK 12 SORTEOS: 12 draws at Gs. 10.000 is Gs. 120.000; the pack charges 114.000.
  await chooseCards(page, 'PACK 12 SORTEOS', 1)
  const pay = page.getByRole('link', { name: /^Pagar Gs\.\s114\.000$/i })
  expect.soft(await raw(pay)).toBe('Pagar Gs.\u00a0114.000')
  await pay.click()
  await expect(page.getByRole('heading', { name: 'Pago de cartones' })).toBeVisible()
  const summary = page.getByRole('region', { name: 'Resumen de tu compra' })
  await expect
    .soft(summary.getByRole('term'))
    .toHaveText(['Cantidad', 'Precio unitario', 'Subtotal', 'Descuento', 'Total'])
  await expect
    .soft(summary.getByRole('definition'))
    .toHaveText(['1 cartón × 12 sorteos', 'Gs. 10.000', 'Gs. 120.000', '-Gs. 6.000', 'Gs. 114.000'])
  expect.soft(await raw(summary.getByRole('definition').last())).toBe('Gs.\u00a0114.000')

  await startPayment(page, METHODS.tarjeta)
  await page.getByRole('button', { name: 'Aprobar pago' }).click()
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible()
  // The purchase result: "Gs." never alone at the end of a line.
  const detail = page.getByText(/^PACK 12 SORTEOS · /)
  expect.soft(await raw(detail)).toContain('Gs.\u00a0114.000')

  await page.goto('/mi-cuenta/mis-movimientos')
  const row = page
    .getByRole('table', { name: 'MIS MOVIMIENTOS' })
    .getByRole('row')
    .filter({ hasText: 'COMPRA PACK' })
  await expect(row).toHaveCount(1)
  await expect.soft(row).toContainText('1 cartón · 12 sorteos')
  await expect.soft(row).toContainText(/desde el \d{2}\/\d{2}\/\d{4}/)
  await expect(row).toContainText('Gs. 114.000')
})
