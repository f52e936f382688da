import { logIn, VERIFIED_PLAYER } from '../support/accounts'
import { expect, test } from '../support/fixtures'

// One way to write money on every page (@loteria/contract/format): "Gs. 250.150.000", never "250.150 mil
// guaraníes".

test('Mis premios writes a draw’s total like every other amount', async ({ page }) => {
  await logIn(page, VERIFIED_PLAYER.email, VERIFIED_PLAYER.password)
  await page.goto('/mi-cuenta/mis-premios')
  await expect(page.getByRole('heading', { level: 1, name: 'MIS PREMIOS' })).toBeVisible()
  // The demo's latest draw: Gs. 150.000 + Gs. 250.000.000 in cash and a free card.
  await expect(page.getByText('Total ganado en este sorteo: Gs. 250.150.000')).toBeVisible()
  await expect(page.getByText('Ganaste: Gs. 250.000.000').first()).toBeVisible()
  await expect(page.getByText(/mil guaraníes/)).toHaveCount(0)
})

test('on a phone an amount never splits "Gs." from its digits', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await logIn(page, VERIFIED_PLAYER.email, VERIFIED_PLAYER.password)
  await page.goto('/mi-cuenta/mis-premios')
  for (const text of ['Gs. 250.150.000', 'Gs. 250.000.000']) {
    const amount = page.getByText(text, { exact: true }).first()
    await expect(amount).toBeVisible()
    const lines = await amount.evaluate((element) => element.getClientRects().length)
    expect(lines, `${text} on one line`).toBe(1)
  }
})
