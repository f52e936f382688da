import { expect, test } from '../support/fixtures'

// The site speaks to the player with vos; only the messages docs/product.md lists word for word
// stay as it writes them ('Ingrese un correo válido.').

test('registration speaks vos, except the messages docs/product.md lists', async ({ page }) => {
  await page.goto('/registrar')
  await expect(page.getByRole('heading', { level: 1, name: 'REGISTRATE' })).toBeVisible()
  await expect(page.getByLabel('Sexo').locator('option').first()).toHaveText('Elegí…')
  await expect(page.getByText('Seleccione…')).toHaveCount(0)
  await page.getByLabel('Correo electrónico', { exact: true }).fill('no-es-un-correo')
  await page.getByLabel('Correo electrónico', { exact: true }).blur()
  await expect(page.getByText('Ingrese un correo válido.').first()).toBeVisible()
})

test('the self-exclusion information speaks vos', async ({ page }) => {
  await page.goto('/autoexclusion')
  await expect(
    page.getByText(/Mientras dure, no vas a poder comprar cartones ni packs, no vas a recibir/),
  ).toBeVisible()
  await expect(page.getByText(/podrás|recibirás/)).toHaveCount(0)
})
