import { createPlayer, lastEmailLink } from '../support/accounts'
import { expect, test } from '../support/fixtures'

test('a player recovers the password through the e-mailed link and logs in with the new one', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request)
  await page.goto('/login')
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '¿OLVIDASTE TU CONTRASEÑA? INGRESÁ TU CORREO',
  )
  const button = page.getByRole('button', { name: 'REESTABLECER CONTRASEÑA' })
  await page.getByLabel('Correo electrónico').fill('no-es-correo')
  await page.getByLabel('Correo electrónico').blur()
  await expect(page.getByText('Ingrese un correo válido.')).toBeVisible()
  await expect(button).toBeDisabled()
  await page.getByLabel('Correo electrónico').fill(player.email)
  await button.click()
  await expect(
    page.getByText('Se mandó un enlace a tu correo para restablecer tu contraseña'),
  ).toBeVisible()

  const link = new URL(await lastEmailLink(request, player.email))
  expect(link.pathname).toBe('/acceso/reestablecer')
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('INGRESE LA NUEVA CONTRASEÑA')
  const save = page.getByRole('button', { name: 'Guardar contraseña' })
  await expect(save).toBeDisabled()
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('nueva1')
  await page.getByLabel('Repetir contraseña').fill('nueva2')
  await page.getByLabel('Repetir contraseña').blur()
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible()
  await expect(save).toBeDisabled()
  await page.getByLabel('Repetir contraseña').fill('nueva1')
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeHidden()
  await save.click()
  await expect(page).toHaveURL(/\/login$/)

  await page.getByLabel('Correo electrónico').fill(player.email)
  await page.getByLabel('Contraseña', { exact: true }).fill('nueva1')
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await expect(page.getByRole('button', { name: 'Mi Cuenta' })).toBeVisible()

  // The same link a second time is refused.
  await page.goto(`${link.pathname}${link.search}`)
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('otra12')
  await page.getByLabel('Repetir contraseña').fill('otra12')
  await page.getByRole('button', { name: 'Guardar contraseña' }).click()
  await expect(page.getByText('El enlace no es válido o ya expiró.').first()).toBeVisible()
  await expect(page).toHaveURL(/\/acceso\/reestablecer/)
})

test('a made-up reset link is refused and a link without token says so', async ({ page }) => {
  await page.goto('/acceso/reestablecer?auth=token-inventado-que-no-existe-0123456789')
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('clave1')
  await page.getByLabel('Repetir contraseña').fill('clave1')
  await page.getByRole('button', { name: 'Guardar contraseña' }).click()
  await expect(page.getByText('El enlace no es válido o ya expiró.').first()).toBeVisible()
  await page.goto('/acceso/reestablecer')
  await expect(page.getByText(/Este enlace no es válido/)).toBeVisible()
})
