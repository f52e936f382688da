import { createPlayer, logIn } from '../support/accounts'
import { expect, test } from '../support/fixtures'

test('a player self-excludes, is logged out, and cannot log in again', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)
  await page.getByRole('button', { name: 'Mi Cuenta' }).click()
  await page.getByRole('link', { name: 'Autoexclusión' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AUTOEXCLUSIÓN')

  await page.getByRole('button', { name: 'CONFIRMAR AUTOEXCLUSIÓN' }).click()
  await expect(
    page.getByRole('main').getByText('Debes seleccionar el tiempo de autoexclusión'),
  ).toBeVisible()

  await page.getByRole('radio', { name: '3 meses' }).check()
  await page.getByRole('button', { name: 'CONFIRMAR AUTOEXCLUSIÓN' }).click()
  const dialog = page.getByRole('dialog', { name: '¿Confirmás tu autoexclusión?' })
  await expect(dialog).toContainText('3 meses')
  await dialog.getByRole('button', { name: 'Sí, autoexcluirme' }).click()
  await expect(page.getByText(/Autoexclusión registrada/)).toBeVisible()
  // Its own confirmation, never the home's offers: until when, what it stops, the help line.
  await expect(page).toHaveURL(/\/autoexclusion\/confirmada\?hasta=\d{2}%2F\d{2}%2F\d{4}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu autoexclusión está activa')
  const main = page.getByRole('main')
  await expect(
    main.getByText(/^Tu cuenta queda bloqueada hasta el \d{2}\/\d{2}\/\d{4}\.$/),
  ).toBeVisible()
  await expect(main).toContainText('no podés iniciar sesión, comprar ni elegir cartones')
  await expect(main.getByRole('link', { name: /\(021\) 600 100/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Comprar/ })).toHaveCount(0)
  await expect(page.getByText(/POZO ACUMULADO|Pozo acumulado/)).toHaveCount(0)
  if (process.env.SHOTS_DIR) {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/autoexclusion-confirmada-375.png` })
  }

  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill(player.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(player.password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await expect(
    page.getByRole('alert').getByText(/Tu cuenta está autoexcluida hasta el \d{2}\/\d{2}\/\d{4}/),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})
