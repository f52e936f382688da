import type { Locator } from '@playwright/test'
import { logIn, VERIFIED_PLAYER } from '../support/accounts'
import { expect, test } from '../support/fixtures'

// Issue 26 (docs/history.md): Mis premios said "Ganaste Gs. 250.000.000" where Cobros said "Total a
// cobrar Gs. 225.000.000"; a paid prize showed "Procesada" beside a disabled "Solicitado";
// "acercate a retirar" never said where; "Premios por cobrar" on the personal home split "Gs." from
// its digits at 375 px.

/** A card's "Total a cobrar": the net, then the prize and the tax it comes from. */
async function totalOf(card: Locator) {
  const neto = (await card.locator('[data-neto]').textContent())!
  const detalle = (await card.locator('[data-detalle]').textContent())!
  return { neto, detalle }
}

/** How many lines an element's text takes (its text's boxes, whether it is inline or a block). */
const lines = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
  })

test('each request on Cobros shows its prize’s gross and net as Mis premios does', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await logIn(page, VERIFIED_PLAYER.email, VERIFIED_PLAYER.password)
  await page.goto('/mi-cuenta/solicitud-de-cobro')
  await expect(page.getByRole('heading', { level: 1, name: 'SOLICITUD DE COBROS' })).toBeVisible()
  const requests = page.getByRole('main').getByRole('article')
  await expect(requests.first()).toBeVisible()
  const seen: { carton: string; neto: string; detalle: string }[] = []
  for (const request of await requests.all()) {
    // The demo's requests are of its cash prizes: each states the prize and the tax withheld.
    const total = await totalOf(request)
    expect(total.neto).toMatch(/^Gs\.\s[\d.]+$/)
    expect(total.detalle).toMatch(/^Premio Gs\.\s[\d.]+ menos Gs\.\s[\d.]+ de impuesto retenido\.$/)
    expect(await lines(request.locator('[data-neto]'))).toBe(1)
    // The explanation runs across the card, not down the narrow column beside the label.
    const list = (await request.locator('dl').boundingBox())!
    const detalle = (await request.locator('[data-detalle]').boundingBox())!
    expect(detalle.width).toBeGreaterThan(list.width * 0.9)
    seen.push({ carton: (await request.getAttribute('aria-label'))!, ...total })
  }

  await page.goto('/mi-cuenta/mis-premios')
  await expect(page.getByRole('heading', { level: 1, name: 'MIS PREMIOS' })).toBeVisible()
  for (const { carton, neto, detalle } of seen) {
    const prize = page
      .getByRole('article', { name: carton, exact: true })
      .filter({ has: page.getByText(neto, { exact: true }) })
    await expect(prize, `${carton}: ${neto}`).toHaveCount(1)
    expect(await totalOf(prize)).toEqual({ neto, detalle })
  }
  // The demo's 250.000.000 prize: the gross won and the net collected, side by side.
  const big = page.getByRole('article').filter({ hasText: 'Ganaste: Gs. 250.000.000' }).first()
  expect(await totalOf(big)).toEqual({
    // Amounts as formatGs writes them: "Gs." and the digits joined.
    neto: 'Gs.\u00a0225.000.000',
    detalle: 'Premio Gs.\u00a0250.000.000 menos Gs.\u00a025.000.000 de impuesto retenido.',
  })
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
  await expect(personal.getByText(/^Tenés \d+ premios? por cobrar: Gs\.\s[\d.]+$/)).toBeVisible()
  const amount = personal.getByText(/^Gs\.\s[\d.]+$/)
  await expect(amount).toBeVisible()
  expect(await lines(amount), 'the amount on one line').toBe(1)
})
