import type { Page, Route } from '@playwright/test'
import { VERIFIED_PLAYER, logIn } from '../support/accounts'
import { expect, test } from '../support/fixtures'

// Issue 26, defects 6 and 13 and moment C (docs/history.md): the home shows the jackpot and the
// time left to buy to everyone; logged in, the header never shows "Iniciar sesión" for a moment,
// and a block with my cards for Sunday and the prizes waiting appears in room kept for it from the
// first paint.

const WIDTHS = [375, 1366]

/** Holds a route's answers until `release` is called, to look at the page while it waits. */
function holdRoute(page: Page, url: string) {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  void page.route(url, async (route: Route) => {
    await released
    await route.continue()
  })
  return () => release()
}

for (const width of WIDTHS) {
  test(`logged out at ${width} px: jackpot and countdown, no personal block`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/home')
    const highlight = page.getByRole('region', { name: 'Este domingo' })
    await expect(highlight.getByText(/^(Pozo acumulado|Pozo mayor)$/)).toBeVisible()
    await expect(highlight.getByText(/^Gs\.\s\d{1,3}(\.\d{3})+$/)).toBeVisible()
    await expect(highlight.getByRole('timer', { name: 'Las ventas cierran en' })).toHaveText(
      /^(\d+ días? )?\d\d h \d\d min \d\d s$/,
    )
    await expect(
      highlight.getByText(/^Cierre de ventas: \d\d\/\d\d\/\d{4} a las 18:00$/),
    ).toBeVisible()
    // The jackpot is in the first screen of a phone.
    await expect(highlight.getByText(/^Gs\.\s/)).toBeInViewport()
    await expect(page.getByRole('region', { name: 'Tu resumen' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
  })

  test(`logged in at ${width} px: no flash of the logged-out header, the personal home without layout shift`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await logIn(page, VERIFIED_PLAYER.email, VERIFIED_PLAYER.password)
    const releaseSession = holdRoute(page, '**/api/sesion')
    const releaseHome = holdRoute(page, '**/api/inicio')

    await page.goto('/home', { waitUntil: 'domcontentloaded' })
    const login = page.getByRole('link', { name: 'Iniciar sesión' })
    // First paint and after hydration, while the session has not answered: never the login button.
    expect(await login.isVisible()).toBe(false)
    await page.waitForLoadState('load')
    await page.waitForTimeout(500)
    expect(await login.isVisible()).toBe(false)
    const weekCard = page.getByRole('heading', { name: 'Cartón de la semana' })
    const before = await weekCard.boundingBox()

    releaseSession()
    await expect(page.getByRole('button', { name: 'Mi Cuenta' })).toBeVisible()
    expect(await login.isVisible()).toBe(false)
    releaseHome()

    const personal = page.getByRole('region', { name: 'Tu resumen' })
    await expect(
      personal.getByRole('heading', { name: `Hola, ${VERIFIED_PLAYER.nombre}` }),
    ).toBeVisible()
    await expect(
      personal.getByRole('heading', { name: /^Tus cartones para el Sorteo N° \d+$/ }),
    ).toBeVisible()
    await expect(personal.getByRole('heading', { name: 'Premios por cobrar' })).toBeVisible()

    // What the block shows is the player's own: the same as /api/inicio answers for this session.
    const answer = (await (await page.request.get('/api/inicio')).json()) as {
      sesion: boolean
      cartones: string[]
      premios: { cantidad: number }
    }
    expect(answer.sesion).toBe(true)
    expect(answer.cartones.length).toBeGreaterThan(0)
    for (const numero of answer.cartones.slice(0, 4)) {
      await expect(personal.getByText(numero, { exact: true })).toBeVisible()
    }
    await expect(
      personal.getByText(
        answer.premios.cantidad > 0
          ? /^Tenés \d+ premios? por cobrar: Gs\.\s[\d.]+$/
          : 'No tenés premios pendientes de cobro.',
      ),
    ).toBeVisible()

    // The page below the block did not move when the session and the block arrived.
    const after = await weekCard.boundingBox()
    expect(after?.y).toBe(before?.y)
  })
}
