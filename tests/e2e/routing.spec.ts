import { expect, test } from './support/fixtures'

test('/ redirects to /home', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/home$/)
})

test('an unknown path shows the not-found screen with HTTP 404', async ({ page }) => {
  const response = await page.goto('/esta-pagina-no-existe')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
  await expect(page.getByText('La página que buscás no existe o fue movida.')).toBeVisible()
  await page.getByRole('link', { name: 'Ir al inicio', exact: true }).click()
  await expect(page).toHaveURL(/\/home$/)
})

test('/not-found shows the same screen', async ({ page }) => {
  const response = await page.goto('/not-found')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('link', { name: 'Ir al inicio', exact: true })).toHaveAttribute(
    'href',
    '/home',
  )
})

for (const path of [
  '/mi-cuenta/datos-personales',
  '/comprar-carton',
  '/comprar-carton/elegir',
  '/datos-personales',
  '/mis-premios',
]) {
  test(`${path} leads to /login when logged out`, async ({ page }) => {
    await page.goto(path)
    const url = new URL(page.url())
    expect(url.pathname).toBe('/login')
    expect(url.searchParams.get('next')).toMatch(/^\/(mi-cuenta|comprar-carton)/)
  })
}

test('public pages are served from the static cache', async ({ request }) => {
  for (const path of ['/home', '/la-empresa', '/preguntas-frecuentes']) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/)
    expect(response.headers()['set-cookie']).toBeUndefined()
  }
})

test('security headers are sent', async ({ request }) => {
  const headers = (await request.get('/home')).headers()
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['strict-transport-security']).toContain('max-age=')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toBeTruthy()
})

test('sitemap.xml and robots.txt exist', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(await sitemap.text()).toContain('/la-empresa</loc>')
  const robots = await request.get('/robots.txt')
  expect(await robots.text()).toContain('Sitemap:')
})
