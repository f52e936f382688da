import { expectNoAxeViolations } from '../support/axe'
import { DEMO_PLAYER, logIn } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { losingCards, previousDraws, winningCards } from '../draws/support'

// A cartón's QR code holds `${SITE_URL}/verificar?carton=N&sorteo=S` (lib/card-qr/content.ts):
// opened by a phone's camera app it lands here, on the card check with the result.

test('/verificar with a winning card shows the congratulations at once', async ({
  page,
  request,
}) => {
  const [latest] = await previousDraws(request)
  const [winner] = await winningCards(request, latest!.id)
  await page.goto(`/verificar?carton=${winner!.numero}&sorteo=${latest!.id}`)
  await expect(page).toHaveTitle(/^Verificá tu cartón/)
  await expect(page.getByRole('heading', { level: 1, name: 'Verificá tu cartón' })).toBeVisible()
  const dialog = page.getByRole('dialog', { name: '¡Felicitaciones!' })
  await expect(dialog).toContainText(`N° ${winner!.numero}`)
  await expect(dialog).toContainText(winner!.jugada)
  await expect(page.getByLabel('Número de cartón')).toHaveValue(winner!.numero)
  await expect(page.getByLabel('Sorteo', { exact: true })).toHaveValue(String(latest!.id))
  // One card per address: not for search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('/verificar with a losing card shows the oops dialog', async ({ page, request }) => {
  const [latest] = await previousDraws(request)
  const [loser] = await losingCards(request, latest!.id)
  await page.goto(`/verificar?carton=${loser}&sorteo=${latest!.id}`)
  const dialog = page.getByRole('dialog', { name: '¡Uy! Esta vez no fue' })
  await expect(dialog).toContainText(`El cartón N° ${loser} no tiene premios`)
  await expectNoAxeViolations(page, '/verificar (sin premio)')
})

test('/verificar without a usable card says so and typing still works', async ({
  page,
  request,
}) => {
  const [latest] = await previousDraws(request)
  const [loser] = await losingCards(request, latest!.id)
  const status = page.locator('[role="status"]', { hasText: 'El enlace' })

  await page.goto('/verificar')
  await expect(status).toHaveText(/^El enlace no dice qué cartón verificar\./)
  await expectNoAxeViolations(page, '/verificar (sin cartón)')

  await page.goto('/verificar?carton=12ab&sorteo=uno')
  await expect(status).toHaveText(
    /^El enlace tiene un número de cartón o un sorteo que no es válido/,
  )
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByLabel('Número de cartón').fill(loser!)
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page.getByRole('dialog', { name: '¡Uy! Esta vez no fue' })).toBeVisible()
  await expect(status).toHaveCount(0)
})

test('/verificar with a draw that does not exist gets the card check’s own message', async ({
  page,
  request,
}) => {
  const answer = await request.get('/api/consulta?sorteo=987654&carton=004512')
  const { mensaje } = (await answer.json()) as { mensaje: string }
  expect(mensaje).toBeTruthy()
  await page.goto('/verificar?carton=004512&sorteo=987654')
  await expect(page.getByText(mensaje)).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('each card of Mis cartones shows its QR code, drawn by the site', async ({
  page,
  request,
}) => {
  await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password, '/mi-cuenta/mis-cartones')
  const first = page.getByRole('button', { name: /^Ver el detalle del cartón/ }).first()
  const numero = (await first.textContent())!.trim()
  await first.click()
  const detail = page.getByRole('dialog', { name: `Cartón N° ${numero}` })
  const qr = detail.getByRole('img', { name: `Código QR del cartón N° ${numero}` })
  await expect(qr).toBeVisible()
  await expect(detail).toContainText('Escaneá este código con la cámara del celular')
  const src = (await qr.getAttribute('src'))!
  const params = new URL(src, 'http://x').searchParams
  expect(params.get('carton')).toBe(numero)
  expect(params.get('sorteo')).toMatch(/^\d+$/)
  const svg = await request.get(src)
  expect(svg.headers()['content-type']).toContain('image/svg+xml')
  expect(await svg.text()).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/)
  await expectNoAxeViolations(page, '/mi-cuenta/mis-cartones (detalle con QR)')
  await page.keyboard.press('Escape')
  await expect(detail).toBeHidden()
})

test('the QR picture refuses what is not a card and a draw', async ({ request }) => {
  for (const query of ['carton=abc&sorteo=1', 'carton=123', 'sorteo=5']) {
    const response = await request.get(`/api/carton-qr?${query}`)
    expect(response.status(), query).toBe(400)
    expect(((await response.json()) as { mensaje: string }).mensaje).toBe(
      'El código no tiene un número de cartón y un sorteo válidos.',
    )
  }
})
