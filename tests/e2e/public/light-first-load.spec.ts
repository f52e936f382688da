import { expect, test } from '../support/fixtures'
import { expectNoAxeViolations } from '../support/axe'

// An anonymous visitor's first load. The cookie banner is a slim bar that answers without
// JavaScript and never hides the +18 notice; the account menu and the win celebration are not in
// the scripts a logged-out /home loads.

/** The banner's height bound on a phone (375 px wide). */
const PHONE_BANNER_MAX_PX = 100

test.use({ consentDecided: false })

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Declinar is kept and the banner does not come back', async ({ page, context }) => {
    await page.goto('/resultados')
    const banner = page.getByRole('region', { name: 'Aviso de cookies' })
    await expect(banner).toBeVisible()
    // Its modal needs scripts: without them only the two answers show.
    await expect(banner.getByRole('button', { name: 'Configurar Cookies' })).toBeHidden()
    await banner.getByRole('button', { name: 'Declinar' }).click()
    // Back on the page the visitor was on, with the choice in a cookie.
    await expect(page).toHaveURL(/\/resultados$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner).toBeHidden()
    const consent = (await context.cookies()).find((c) => c.name === 'cookiesAccepted')
    expect(consent?.value).toBe('false')
    await page.goto('/la-empresa')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner).toBeHidden()
  })
})

test('a choice the form stored reaches local storage once scripts run', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseURL! }])
  await page.goto('/home')
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('preferencia_cookies_analiticas'))).toBe(
    'true',
  )
})

test('the form refuses another site', async ({ request }) => {
  const response = await request.post('/api/cookies', {
    form: { eleccion: 'aceptar' },
    headers: { origin: 'https://otro-sitio.example' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(403)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the banner is a slim bar that leaves the +18 notice in view', async ({ page }) => {
    await page.goto('/home')
    const banner = page.getByRole('region', { name: 'Aviso de cookies' })
    await expect(banner).toBeVisible()
    const box = await banner.boundingBox()
    expect(box!.height).toBeLessThanOrEqual(PHONE_BANNER_MAX_PX)
    // Its buttons work before hydration: never disabled.
    for (const name of ['Configurar Cookies', 'Declinar', 'Aceptar'])
      await expect(banner.getByRole('button', { name })).toBeEnabled()

    const notice = page.getByText(/Prohibida la venta a menores de 18 años/)
    await notice.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(notice).toBeInViewport()
    // Nothing drawn over it: the element at its middle is the notice itself (or inside it).
    const uncovered = await notice.evaluate((element) => {
      const rect = element.getBoundingClientRect()
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
      return top !== null && (element === top || element.contains(top))
    })
    expect(uncovered).toBe(true)
    await expectNoAxeViolations(page)

    // Keyboard: the banner's buttons are reached and answer with Enter.
    await banner.getByRole('button', { name: 'Aceptar' }).focus()
    await page.keyboard.press('Enter')
    await expect(banner).toBeHidden()
  })
})

test('an anonymous /home loads neither the account menu nor the win celebration', async ({
  page,
}) => {
  // The first load: every script fetched until the load event. Later, Next prefetches the routes
  // of links in view (the live page's code among them), which is not what a visit costs.
  const scripts: { url: string; body: Promise<string> }[] = []
  let loaded = false
  page.on('response', (response) => {
    if (loaded || response.request().resourceType() !== 'script') return
    scripts.push({ url: response.url(), body: response.text().catch(() => '') })
  })
  await page.goto('/home', { waitUntil: 'load' })
  loaded = true
  const bodies = await Promise.all(scripts.map(async (s) => ({ url: s.url, body: await s.body })))
  test.info().annotations.push({ type: 'scripts', description: String(scripts.length) })
  expect(scripts.length).toBeGreaterThan(0)
  // Stable markers: the account menu's message namespace and the celebration's storage key.
  const withMenu = bodies.filter((s) => s.body.includes('"AccountLinks"'))
  const withWin = bodies.filter((s) => s.body.includes('celebrado-'))
  expect(withMenu.map((s) => s.url)).toEqual([])
  expect(withWin.map((s) => s.url)).toEqual([])
})
