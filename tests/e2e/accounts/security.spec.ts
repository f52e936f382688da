import { createPlayer, DEMO_PLAYER, logIn } from '../support/accounts'
import { expect, test } from '../support/fixtures'

test('the session cookie is httpOnly and SameSite=Lax, and no user data is script-readable', async ({
  page,
  context,
}) => {
  await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
  const cookies = await context.cookies()
  const session = cookies.find((c) => c.name === 'loteria_sesion')!
  expect(session.httpOnly).toBe(true)
  expect(session.sameSite).toBe('Lax')
  // The backend's own cookies never reach the browser.
  expect(cookies.map((c) => c.name)).not.toContain('SESION')
  expect(cookies.map((c) => c.name)).not.toContain('XSRF-TOKEN')

  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
  expect(storage).not.toContain(DEMO_PLAYER.email)
  expect(storage).not.toContain('María')
  expect(storage).not.toMatch(/user_gambling|logged_in_gambling|user_id/)
  expect(await page.evaluate(() => document.cookie)).not.toContain(DEMO_PLAYER.email)
})

test("the site's routes show only the logged-in player's data, whatever the request says", async ({
  page,
  request,
}) => {
  const other = await createPlayer(request, { nombre: 'Otro', apellido: 'Jugador' })
  await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
  for (const url of [
    `/mi-cuenta/datos-personales?id=2&usuarioId=2&idUsuario=2`,
    `/mi-cuenta/editar-perfil?id=2`,
    `/mi-cuenta/mis-sesiones?usuarioId=2`,
  ]) {
    await page.goto(url)
    await expect(page.getByText(other.email)).toHaveCount(0)
    await expect(page.getByText('Otro Jugador')).toHaveCount(0)
  }
  await page.goto('/mi-cuenta/datos-personales?id=2')
  await expect(page.getByText(DEMO_PLAYER.email)).toBeVisible()
  const me = await page.request.get('/api/sesion')
  expect(await me.json()).toEqual({ usuario: { nombre: expect.stringContaining('María') } })
})

test('cross-origin posts to state-changing routes are refused', async ({ page }) => {
  await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
  const logout = await page.request.post('/api/sesion/cerrar', {
    headers: { origin: 'https://evil.example' },
    maxRedirects: 0,
  })
  expect(logout.status()).toBe(403)
  const upload = await page.request.post('/api/verificacion', {
    headers: { origin: 'https://evil.example' },
    multipart: { codigoPais: '1' },
  })
  expect(upload.status()).toBe(403)
  // Still logged in.
  await page.goto('/mi-cuenta/datos-personales')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('VISTA GENERAL')
})

test('a server action called from another origin is refused', async ({ page }) => {
  await page.goto('/login')
  // Capture the real action request, then replay it with a foreign Origin.
  const [action] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && Boolean(r.headers()['next-action'])),
    (async () => {
      await page.getByLabel('Correo electrónico').fill(DEMO_PLAYER.email)
      await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PLAYER.password)
      await page.getByRole('button', { name: 'Ingresar' }).click()
    })(),
  ])
  const replay = await page.request.post(action.url(), {
    headers: { ...action.headers(), origin: 'https://evil.example' },
    data: action.postData() ?? '',
  })
  expect(replay.status()).toBeGreaterThanOrEqual(400)
  expect(replay.headers()['set-cookie'] ?? '').not.toContain('loteria_sesion=')
})
