import type { Locator } from '@playwright/test'
import { logIn, VERIFIED_PLAYER } from '../support/accounts'
import { expect, test } from '../support/fixtures'

// Issue 26: Mis premios said "Ganaste Gs. 250.000.000" where Cobros said "Total a cobrar
// Gs. 225.000.000"; a paid prize showed "Procesada" beside a disabled "Solicitado"; "acercate a
// retirar" never said where; "Premios por cobrar" on the personal home split "Gs." from its
// digits at 375 px.

/** The value of a card's "Total a cobrar". */
const totalOf = (card: Locator) => card.locator('dt:text-is("Total a cobrar") + dd')

/** How many lines an element's text takes. */
const lines = (element: Locator) => element.evaluate((node) => node.getClientRects().length)

test('each request on Cobros shows its prize’s gross and net as Mis premios does', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await logIn(page, VERIFIED_PLAYER.email, VERIFIED_PLAYER.password)
  await page.goto('/mi-cuenta/solicitud-de-cobro')
  await expect(page.getByRole('heading', { level: 1, name: 'SOLICITUD DE COBROS' })).toBeVisible()
  const requests = page.getByRole('main').getByRole('article')
  await expect(requests.first()).toBeVisible()
  const seen: { carton: string; total: string }[] = []
  for (const request of await requests.all()) {
    const total = totalOf(request)
    // The demo's requests are of its cash prizes: each states the prize and the tax withheld.
    await expect(total).toHaveText(
      /^Gs\. [\d.]+Premio Gs\. [\d.]+ menos Gs\. [\d.]+ de impuesto retenido\.$/,
    )
    const neto = total.locator('[data-neto]')
    expect(await lines(neto), 'the net on one line').toBe(1)
    seen.push({
      carton: (await request.getAttribute('aria-label'))!,
      total: (await total.textContent())!,
    })
  }

  await page.goto('/mi-cuenta/mis-premios')
  await expect(page.getByRole('heading', { level: 1, name: 'MIS PREMIOS' })).toBeVisible()
  for (const { carton, total } of seen) {
    const prize = page.getByRole('article', { name: carton, exact: true })
    await expect(totalOf(prize).filter({ hasText: total }), `${carton}: ${total}`).toHaveCount(1)
  }
  // The demo's 250.000.000 prize: the gross won and the net collected, side by side.
  const big = page.getByRole('article').filter({ hasText: 'Ganaste: Gs. 250.000.000' }).first()
  await expect(totalOf(big)).toHaveText(
    'Gs. 225.000.000Premio Gs. 250.000.000 menos Gs. 25.000.000 de impuesto retenido.',
  )
})

test('a paid prize shows one state; one to collect says where in person', async ({ page }) => {
  await logIn(page, VERIFIED_PLAYER.email, VERIFIED_PLAYER.password)
  await page.goto('/mi-cuenta/mis-premios')
  const paid = page.getByRole('article').filter({ hasText: 'Premio cobrado' })
  await expect(paid).toHaveCount(1)
  await expect(paid.getByRole('button')).toHaveCount(0)
  await expect(paid).not.toContainText('Procesada')
  await expect(paid).not.toContainText('Solicitado')

  const pending = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Cobrar el premio del cartón/ }) })
  await expect(pending.first()).toBeVisible()
  // The office is the site config's first address (the demo's Casa Central).
  await expect(pending.first()).toContainText(
    'o acercate a retirar tu premio a nuestras oficinas (Casa Central, Av. Mariscal López 1234 c/ Venezuela, Asunción) con tu cartón y tu documento de identidad.',
  )
  // A prize small enough for a wallet is also paid at a sales point, linked to the map.
  const small = pending.filter({ hasText: 'Ganaste: Gs. 150.000' }).first()
  await expect(small.getByRole('link', { name: 'punto de venta' })).toHaveAttribute(
    'href',
    '/distribuidores',
  )
})

test('at 375 px the personal home keeps "Gs." and the digits of the prizes to collect together', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await logIn(page, VERIFIED_PLAYER.email, VERIFIED_PLAYER.password)
  await page.goto('/home')
  const personal = page.getByRole('region', { name: 'Tu resumen' })
  await expect(personal.getByText(/^Tenés \d+ premios? por cobrar: Gs\. [\d.]+$/)).toBeVisible()
  const amount = personal.getByText(/^Gs\. [\d.]+$/)
  await expect(amount).toBeVisible()
  expect(await lines(amount), 'the amount on one line').toBe(1)
})
