import { createPlayer, DEMO_PLAYER, logIn } from '../support/accounts'
import { expect, test } from '../support/fixtures'

test('INICIO DE SESIÓN validates, links to recuperar and registrar', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('INICIO DE SESIÓN')
  const button = page.getByRole('button', { name: 'Ingresar' })
  await expect(button).toBeDisabled()
  await page.getByLabel('Correo electrónico').fill('sin-arroba')
  await page.getByLabel('Correo electrónico').blur()
  await expect(page.getByText('Ingrese un correo válido.')).toBeVisible()
  await page.getByLabel('Contraseña', { exact: true }).fill('123')
  await page.getByLabel('Contraseña', { exact: true }).blur()
  await expect(page.getByText('La contraseña debe tener al menos 6 caracteres.')).toBeVisible()
  await expect(button).toBeDisabled()
  await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
    'href',
    '/recuperar',
  )
  await expect(page.getByRole('main').getByRole('link', { name: 'Registrate' })).toHaveAttribute(
    'href',
    '/registrar',
  )
})

test('a wrong password shows the backend message', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill(DEMO_PLAYER.email)
  await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta')
  await page.getByRole('button', { name: 'Ingresar' }).click()
  // Said once: in the notification (docs/product.md §8), not again beside the form.
  await expect(page.getByText('Correo o contraseña incorrectos.')).toHaveCount(1)
  await expect(page.getByRole('alert').getByText('Correo o contraseña incorrectos.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('login goes to /home, shows the account menu and clock; Cerrar Sesión ends it', async ({
  page,
}) => {
  await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0)
  await expect(page.getByTestId('server-clock')).toHaveText(/^\D*\d{2}:\d{2}:\d{2}$/)
  const first = await page.getByTestId('server-clock').textContent()
  await expect(page.getByTestId('server-clock')).not.toHaveText(first ?? '', { timeout: 3000 })

  await page.getByRole('button', { name: 'Mi Cuenta' }).click()
  for (const name of ['Mi perfil', 'Mis Cartones', 'Mis Premios', 'Autoexclusión']) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
  await page.goto('/mi-cuenta/datos-personales')
  await expect(page).toHaveURL(/\/login\?next=/)
})

test('login returns to the same-site page it was sent from', async ({ page }) => {
  await page.goto('/mi-cuenta/mis-sesiones')
  await expect(page).toHaveURL(/\/login\?next=%2Fmi-cuenta%2Fmis-sesiones/)
  await page.getByLabel('Correo electrónico').fill(DEMO_PLAYER.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PLAYER.password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await expect(page).toHaveURL(/\/mi-cuenta\/mis-sesiones$/)
})

test('next=https://other.site after login is ignored', async ({ page }) => {
  await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password, 'https://other.site/robar')
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/home$/)
})

test('the 6th wrong password for one account within a minute is refused', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request)
  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill(player.email)
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel('Contraseña', { exact: true }).fill(`mala-${attempt}xx`)
    await page.getByRole('button', { name: 'Ingresar' }).click()
    await expect(
      page.getByRole('alert').getByText('Correo o contraseña incorrectos.'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Cerrar', exact: true }).click()
  }
  // Even the right password is held back now.
  await page.getByLabel('Contraseña', { exact: true }).fill(player.password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await expect(
    page.getByRole('alert').getByText('Demasiados intentos. Esperá un minuto y volvé a intentar.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})
