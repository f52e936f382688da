import { logIn, VERIFIED_PLAYER } from '../support/accounts'
import { expect, test } from '../support/fixtures'

// One prize tax: the Reglamento and the FAQ state the rate the claim dialog withholds (the e2e
// server runs with the default PRIZE_TAX_PERCENT, 10).

test('the Reglamento and the FAQ state the 10 % that the claim dialog withholds', async ({
  page,
}) => {
  await page.goto('/reglamento')
  await expect(
    page.getByText('Sobre los premios en dinero se aplica una retención del 10% en concepto de', {
      exact: false,
    }),
  ).toBeVisible()
  await expect(page.getByText(/4,5 ?%/)).toHaveCount(0)

  await page.goto('/preguntas-frecuentes')
  await page.getByRole('button', { name: '¿Los premios pagan impuestos?' }).click()
  await expect(page.getByRole('region', { name: '¿Los premios pagan impuestos?' })).toContainText(
    'Sí. Sobre los premios en dinero se retiene el 10% en concepto de impuesto.',
  )

  await logIn(page, VERIFIED_PLAYER.email, VERIFIED_PLAYER.password)
  await page.goto('/mi-cuenta/mis-premios')
  await page
    .getByRole('article')
    .filter({ hasText: 'Ganaste: Gs. 150.000' })
    .getByRole('button', { name: /^Cobrar el premio del cartón/ })
    .click()
  const claim = page.getByRole('dialog', { name: 'Cobrar premio' })
  // 10 % of Gs. 150.000.
  await expect(claim.getByRole('definition')).toContainText([
    'Gs. 150.000',
    'Gs. 15.000',
    'Gs. 135.000',
  ])
})
