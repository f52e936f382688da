import type { Locator, Page } from '@playwright/test'
import { backendGet } from '../support/backend'
import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'

interface Banner {
  foto: string
  fotoMovil: string
  activo: boolean
  titulo: string
  textoUrl: string
  linkUrl: string
}

async function activeBanners(page: Page) {
  const { datos } = await backendGet<Banner[]>(page.request, 'galeria-home')
  return datos.filter((b) => b.activo && b.foto)
}

/**
 * The "N de M" label of the slide at the carousel's left edge: the one a visitor sees. With
 * `frames`, a stopped clock (stopTime) moves one animation frame whenever the track is caught
 * between two slides: a turn that began near the end of a `runFor` would otherwise stay half-way
 * for good (seen once in CI). A turn that has not begun is not moved on.
 */
function shownSlide(carousel: Locator, frames?: Page) {
  return expect.poll(async () => {
    const shown = await slideAtEdge(carousel)
    if (shown === 'moving' && frames) await frames.clock.runFor(16)
    return shown
  })
}

function slideAtEdge(carousel: Locator) {
  return carousel.evaluate((region) => {
    const slides = [...region.querySelectorAll('[aria-roledescription="diapositiva"]')]
    // The viewport that clips the track: slide → track → viewport.
    const edge = slides[0]!.parentElement!.parentElement!.getBoundingClientRect().left
    const distance = (slide: Element) => Math.abs(slide.getBoundingClientRect().left - edge)
    const shown = slides.reduce((best, slide) => (distance(slide) < distance(best) ? slide : best))
    return distance(shown) < 2 ? shown.getAttribute('aria-label') : 'moving'
  })
}

/** Time stands still until the test moves it (installed time flows by itself). */
async function stopTime(page: Page) {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
}

/** A carousel by its label (a home section and its carousel share the section's name). */
const carousel = (page: Page, label: string) =>
  page.locator(`[aria-roledescription="carrusel"][aria-label="${label}"]`)
const banners = (page: Page) => carousel(page, 'Novedades')

test('the home page shows the banners, the card check, the card of the week and the four showcases', async ({
  page,
}) => {
  const active = await activeBanners(page)
  const list = async (path: string) =>
    (await backendGet<{ nombre?: string }[]>(page.request, path)).datos
  const prizes = await list('premios/listar-pagina-inicio')
  const winners = await list('ganadores/listar-pagina-inicio')
  const commitments = await list('compromisos/listar-pagina-inicio')
  const { datos: current } = await backendGet<{ identificador: string; imagenCarton: string }>(
    page.request,
    'sorteos/actual',
  )
  await page.goto('/home')

  const bannerSlides = banners(page).getByRole('group')
  await expect(bannerSlides).toHaveCount(active.length)
  // The title is the page's text over a picture that only decorates (docs/history.md).
  await expect(bannerSlides.first().getByText(active[0]!.titulo, { exact: true })).toBeVisible()
  await expect(bannerSlides.first().locator('img')).toHaveAttribute('alt', '')
  // A banner that sells cards sends a visitor to the packs and prices first.
  const visitorHref = (link: string) => (link === '/comprar-carton' ? '/precios' : link)
  await expect(
    bannerSlides.first().getByRole('link', { name: active[0]!.textoUrl }),
  ).toHaveAttribute('href', visitorHref(active[0]!.linkUrl))

  await expect(page.getByLabel('Número de cartón')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Verificar' })).toBeDisabled()

  const week = page.getByRole('img', { name: `Cartón de la semana del ${current.identificador}` })
  await expect(week).toHaveAttribute('src', current.imagenCarton)
  // A visitor's Comprar Cartón shows the packs and prices first.
  await expect(page.getByRole('link', { name: 'Comprar Cartón' }).last()).toHaveAttribute(
    'href',
    '/precios',
  )

  const showcase = (label: string) => carousel(page, label)
  await expect(showcase('Premios asociados').getByRole('group')).toHaveCount(prizes.length)
  await expect(
    showcase('Premios asociados').getByRole('button', { name: new RegExp(prizes[0]!.nombre!) }),
  ).toBeAttached()
  await expect(showcase('Ganadores').getByRole('group')).toHaveCount(winners.length)
  await expect(showcase('Responsabilidad social').getByRole('group')).toHaveCount(
    commitments.length,
  )
  await expect(showcase('Promociones').getByRole('group')).not.toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('a banner shows its text only once its picture has loaded', async ({ page }) => {
  const [first] = await activeBanners(page)
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${first!.foto}`, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/home', { waitUntil: 'domcontentloaded' })
  const slide = banners(page).getByRole('group').first()
  await expect(slide.locator('img')).toBeAttached()
  // The title is in the page from the start (readers, search), but not shown yet.
  const title = slide.getByText(first!.titulo, { exact: true })
  await expect(title).toBeAttached()
  // Hydrated (the carousel's controls answer) yet the picture is still on its way: no text.
  await expect(banners(page).getByRole('button', { name: 'Pausar el carrusel' })).toBeVisible()
  await expect(slide.getByRole('link', { name: first!.textoUrl })).toHaveCount(0)
  await expect(slide.getByTestId('banner-title')).toHaveCSS('opacity', '0')
  release()
  await expect(slide.getByRole('link', { name: first!.textoUrl })).toBeVisible()
  await expect(slide.getByTestId('banner-title')).toHaveCSS('opacity', '1')
})

test('the banners turn every 4000 ms', async ({ page }) => {
  const active = await activeBanners(page)
  await stopTime(page)
  await page.goto('/home')
  await expect(banners(page).getByRole('button', { name: 'Pausar el carrusel' })).toBeVisible()
  await shownSlide(banners(page)).toBe(`1 de ${active.length}`)
  await page.clock.runFor(3900)
  await shownSlide(banners(page)).toBe(`1 de ${active.length}`)
  // The tick at 4000 ms, then the slide's glide (about a second) before the next tick.
  await page.clock.runFor(2000)
  await shownSlide(banners(page)).toBe(`2 de ${active.length}`)
})

test('the carousels, their pause and the showcase dialog work with the keyboard alone', async ({
  page,
}) => {
  const active = await activeBanners(page)
  await page.goto('/home')
  const pause = banners(page).getByRole('button', { name: 'Pausar el carrusel' })
  await pause.focus()
  await page.keyboard.press('Enter')
  await expect(banners(page).getByRole('button', { name: 'Reanudar el carrusel' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(banners(page).getByRole('button', { name: 'Anterior' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(banners(page).getByRole('button', { name: 'Siguiente' })).toBeFocused()
  await page.keyboard.press('Enter')
  await shownSlide(banners(page)).toBe(`2 de ${active.length}`)
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Space')
  await shownSlide(banners(page)).toBe(`1 de ${active.length}`)
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(banners(page).getByRole('button', { name: 'Pausar el carrusel' })).toBeFocused()

  const { datos: prizes } = await backendGet<{ nombre: string; descripcion: string }[]>(
    page.request,
    'premios/listar-pagina-inicio',
  )
  const showcase = carousel(page, 'Premios asociados')
  const card = showcase.getByRole('button', { name: new RegExp(prizes[0]!.nombre) })
  await card.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: prizes[0]!.nombre })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(prizes[0]!.descripcion)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(card).toBeFocused()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a showcase turns every 3000 ms once it comes near', async ({ page }) => {
    const { datos: prizes } = await backendGet<unknown[]>(
      page.request,
      'premios/listar-pagina-inicio',
    )
    await stopTime(page)
    await page.goto('/home')
    const showcase = carousel(page, 'Premios asociados')
    // The section, as a visitor's scrolling would: the showcases below the first screen are not
    // rendered (content-visibility) until they come near, so their carousel is not there to scroll to.
    await page.locator('section', { has: showcase }).scrollIntoViewIfNeeded()
    await expect(showcase.getByRole('button', { name: 'Pausar el carrusel' })).toBeVisible()
    await shownSlide(showcase).toBe(`1 de ${prizes.length}`)
    await page.clock.runFor(2900)
    await shownSlide(showcase).toBe(`1 de ${prizes.length}`)
    await page.clock.runFor(1500)
    await shownSlide(showcase, page).toBe(`2 de ${prizes.length}`)
    await page.clock.runFor(3000)
    await shownSlide(showcase, page).toBe(`3 de ${prizes.length}`)
  })
})

const PICTURES = [
  { screen: 'a phone', viewport: { width: 390, height: 844 }, picture: 'fotoMovil' },
  { screen: 'a wide screen', viewport: { width: 1280, height: 800 }, picture: 'foto' },
] as const

for (const { screen, viewport, picture } of PICTURES) {
  test.describe(`on ${screen}`, () => {
    test.use({ viewport })

    test(`the banner shows its ${picture} picture`, async ({ page }) => {
      const [first] = await activeBanners(page)
      await page.goto('/home')
      const image = banners(page).getByRole('group').first().locator('img')
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
        .toBe(new URL(first![picture], page.url()).href)
    })
  })
}

test('links into the player area are prefetched on intent, not as soon as they show', async ({
  page,
}) => {
  const prefetched: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname)
  })
  const playerArea = () =>
    prefetched.filter((path) => /^\/(login|registrar|comprar-carton)/.test(path))
  await page.goto('/home')
  // Next prefetches the links in view once the browser is idle, which on a busy machine can come
  // after the first quiet half second: wait for the ordinary prefetches, then for quiet again.
  await expect.poll(() => prefetched.length, { timeout: 20_000 }).toBeGreaterThan(0)
  await page.waitForLoadState('networkidle')
  expect(playerArea()).toEqual([])
  await page.getByRole('link', { name: 'Iniciar sesión' }).hover()
  // One route can take several segment requests: all of them for /login, and only after the hover.
  await expect.poll(playerArea).toContain('/login')
  expect(new Set(playerArea())).toEqual(new Set(['/login']))
})
