import type { Page } from '@playwright/test'
import { SITE_NAME } from '../../lib/site'
import { DEMO_PLAYER, logIn } from './support/accounts'
import { expect, test } from './support/fixtures'

// The service worker (app/sw.ts, registered by components/shell/service-worker.tsx in production
// builds only): results pages a visitor opened stay readable offline, other pages show the offline
// page, account pages are never stored. Once offline, tests open a fresh page and never switch back
// online (docs/setup-notes.md).

const RESULTS = '/resultados'
const NEVER_VISITED = '/la-empresa'

/** The worker registers when the page is idle (30 s at most) and then claims the page. */
async function untilControlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** Every URL in every cache of the origin, by cache name (path and query only). */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {}
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys()
      all[name] = requests.map((r) => {
        const url = new URL(r.url)
        return `${url.pathname}${url.search}`
      })
    }
    return all
  })
}

test('a results page opened online reads offline; a page never opened shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto(RESULTS)
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible()
  await untilControlled(page)
  // The first page loaded before the worker existed: the page asks the worker to keep it.
  await expect.poll(async () => (await cachedUrls(page))['resultados'] ?? []).toContain(RESULTS)

  await context.setOffline(true)
  const offline = await context.newPage()
  await offline.goto(RESULTS)
  await expect(offline.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible()

  await offline.goto(NEVER_VISITED)
  await expect(offline.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible()
  await expect(offline).toHaveURL(NEVER_VISITED)
  const saved = offline.getByRole('region', { name: 'Resultados guardados' })
  await expect(saved.getByRole('link', { name: 'Resultados', exact: true })).toHaveAttribute(
    'href',
    RESULTS,
  )
  await expect(offline.getByRole('link', { name: 'Ver resultados' })).toHaveAttribute(
    'href',
    RESULTS,
  )
  await expect(offline.getByRole('button', { name: 'Reintentar' })).toBeVisible()
})

test('results pages reached through a link and the draw dropdown are kept as well', async ({
  page,
  context,
}) => {
  await page.goto('/home')
  await untilControlled(page)
  // Client-side navigations fetch only RSC payloads: the page asks the worker for the HTML.
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Resultados' })
    .click()
  await expect(page).toHaveURL(RESULTS)
  const draws = page.getByLabel('Sorteo del', { exact: true })
  const older = await draws.locator('option').nth(1).getAttribute('value')
  await draws.selectOption(older!)
  const drawPage = `${RESULTS}/${older}`
  await expect(page).toHaveURL(drawPage)
  await expect
    .poll(async () => (await cachedUrls(page))['resultados'] ?? [])
    .toEqual(expect.arrayContaining([RESULTS, drawPage]))

  await context.setOffline(true)
  const offline = await context.newPage()
  await offline.goto(drawPage)
  await expect(offline.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible()
  await expect(offline.getByLabel('Sorteo del', { exact: true })).toHaveValue(older!)
})

test('the web manifest describes the installable app and every icon answers', async ({
  page,
  request,
}) => {
  await page.goto('/home')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  )

  const response = await request.get('/manifest.webmanifest')
  expect(response.status()).toBe(200)
  const manifest = (await response.json()) as {
    name: string
    short_name: string
    description: string
    icons: { src: string; sizes: string; type: string; purpose?: string }[]
  }
  expect(manifest).toMatchObject({
    name: SITE_NAME,
    start_url: '/home',
    display: 'standalone',
    lang: 'es-PY',
    theme_color: '#0a3a8c',
    background_color: '#ffffff',
  })
  expect(manifest.short_name.length).toBeGreaterThan(0)
  expect(manifest.short_name.length).toBeLessThanOrEqual(12)
  expect(manifest.description).toMatch(/sorteo/i)

  const icons = manifest.icons.map((i) => `${i.sizes} ${i.type} ${i.purpose ?? 'any'}`)
  expect(icons).toEqual(
    expect.arrayContaining([
      'any image/svg+xml any',
      '192x192 image/png any',
      '512x512 image/png any',
      '512x512 image/png maskable',
    ]),
  )
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src)
    expect(answer.status(), icon.src).toBe(200)
    expect(answer.headers()['content-type'], icon.src).toContain(icon.type)
  }
  // The favicon and the Apple touch icon that Next links from every page answer too.
  for (const rel of ['icon', 'apple-touch-icon']) {
    const href = await page.locator(`link[rel="${rel}"]`).first().getAttribute('href')
    expect(href, rel).toBeTruthy()
    expect((await request.get(href!)).status(), rel).toBe(200)
  }
})

test('the worker never stores account pages, and offline they show the offline page', async ({
  page,
  context,
}) => {
  await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
  await page.goto('/mi-cuenta/datos-personales')
  await expect(page.getByText(DEMO_PLAYER.email)).toBeVisible()
  await untilControlled(page)
  // Under the worker's control: a full load and a client-side navigation of account pages.
  await page.reload()
  await expect(page.getByText(DEMO_PLAYER.email)).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Mi Cuenta' })
    .getByRole('link', { name: 'Mis Sesiones' })
    .click()
  await expect(page).toHaveURL(/\/mi-cuenta\/mis-sesiones/)
  await page.goto('/home')

  // The worker did store something (so the check below is not vacuous), never an account page.
  await expect.poll(async () => Object.values(await cachedUrls(page)).flat()).toContain('/home')
  const stored = Object.values(await cachedUrls(page)).flat()
  for (const url of stored) {
    expect(url).not.toMatch(/^\/(mi-cuenta|comprar-carton|canjear-premios|login|api|servicios)/)
  }

  await context.setOffline(true)
  const offline = await context.newPage()
  await offline.goto('/mi-cuenta/datos-personales')
  await expect(offline.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible()
  await expect(offline.getByText(DEMO_PLAYER.email)).toHaveCount(0)
})
