import { DEMO_PLAYER, logIn, VERIFIED_PLAYER } from '../support/accounts'
import { expect, test } from '../support/fixtures'

// Demo data and pages tell one story: the demo player's approved purchases are her cards and her
// packs; the Azar play is described as the Reglamento (4.4) says; a free card is exchanged, not
// cashed; a rejected claim says so, with its reason, and can be claimed again.

test('the demo player sees the cards and packs her movements say she bought', async ({ page }) => {
  await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
  await page.goto('/mi-cuenta/datos-personales')
  await expect(page.getByRole('heading', { name: 'MIS PACKS ACTIVOS' })).toBeVisible()
  await expect(page.getByText(/Todavía no tenés packs activos/)).toHaveCount(0)
  await expect(page.getByText(/^Restan \d+ Sorteos de tu PACK 12 SORTEOS$/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Elegir cartones' }).first()).toBeVisible()

  await page.goto('/mi-cuenta/mis-cartones')
  await expect(page.getByRole('heading', { level: 1, name: 'MIS CARTONES' })).toBeVisible()
  await expect(page.getByText('Todavía no tenés cartones.', { exact: false })).toHaveCount(0)
  const card = page.getByRole('button', { name: /^Ver el detalle del cartón \d{6}$/ }).first()
  await card.click()
  const detail = page.getByRole('dialog')
  await expect(detail).toContainText('María Benítez')
  // The Azar play as the Reglamento's section 4.4 has it.
  await expect(detail).toContainText(
    'Sin números: en el Azar se sortean números de cartón entre todos los cartones vendidos; si sale el tuyo, ganás el premio anunciado.',
  )
  await expect(detail).not.toContainText('se juega con los números que salgan')
})

test('a rejected claim shows Rechazado with its reason, and Cobrar again', async ({ page }) => {
  await logIn(page, VERIFIED_PLAYER.email, VERIFIED_PLAYER.password)
  await page.goto('/mi-cuenta/mis-premios')
  await expect(page.getByRole('heading', { level: 1, name: 'MIS PREMIOS' })).toBeVisible()
  const rejected = page.getByRole('article').filter({ hasText: 'Rechazado' })
  await expect(rejected).toHaveCount(1)
  await expect(rejected).toContainText(
    'Rechazado Motivo: El nombre del titular no coincide con el registrado en Western Union.',
  )
  await expect(rejected).toContainText('Podés volver a cobrarlo con los datos corregidos.')
  await expect(rejected.getByRole('button', { name: /^Cobrar el premio del cartón/ })).toBeEnabled()
  await expect(rejected.getByRole('button', { name: 'Solicitado' })).toHaveCount(0)
  // The paid one says so once: no "Procesada" beside a disabled Solicitado
  // (docs/history.md).
  const paid = page.getByRole('article').filter({ hasText: 'Premio cobrado' })
  await expect(paid).toHaveCount(1)
  await expect(paid.getByRole('button')).toHaveCount(0)
  await expect(paid).not.toContainText('Procesada')
  await expect(paid).not.toContainText('acercate')

  await page.goto('/mi-cuenta/solicitud-de-cobro')
  const request = page.getByRole('article').filter({ hasText: 'Rechazada' })
  await expect(request.getByRole('term').filter({ hasText: 'Motivo' })).toBeVisible()
})

test('a free card offers Canjear Cartón, never a Cobrar that leads nowhere', async ({ page }) => {
  await logIn(page, VERIFIED_PLAYER.email, VERIFIED_PLAYER.password)
  await page.goto('/mi-cuenta/mis-premios')
  const free = page.getByRole('article').filter({ hasText: 'Ganaste: Cartón gratis' })
  await expect(free).toHaveCount(1)
  await expect(free.getByRole('link', { name: /^Canjear el premio del cartón/ })).toBeVisible()
  await expect(free.getByRole('button', { name: /^Cobrar/ })).toHaveCount(0)
})
