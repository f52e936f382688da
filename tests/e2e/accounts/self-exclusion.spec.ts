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
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()

  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill(player.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(player.password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await expect(
    page.getByRole('alert').getByText(/Tu cuenta está autoexcluida hasta el \d{2}\/\d{2}\/\d{4}/),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})
