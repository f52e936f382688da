import type { Page } from '@playwright/test'
import { chooseCards, METHODS } from '../buying/support'
import { previousDraws, winningCards } from '../draws/support'
import { createPlayer, DEMO_PLAYER, logIn, VERIFIED_PLAYER } from '../support/accounts'
import { expect, test } from '../support/fixtures'

// Each thing said once: the checkout's redirect per method, the login error, the congratulations.

test('each payment method states its redirect once', async ({ page, request }) => {
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)
  await chooseCards(page, 'Cartón de la semana', 1)
  await page.getByRole('link', { name: 'Pagar Gs. 10.000' }).click()
  await expect(page.getByRole('heading', { name: 'Elegí cómo pagar' })).toBeVisible()
  for (const method of Object.values(METHODS)) {
    const toggle = page.getByRole('button', { name: method, exact: true })
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    await expect(panel).toBeVisible()
    await expect(panel.getByText(/te redirigimos/)).toHaveCount(1)
    await expect(panel).toContainText('Al tocar “Pagar ahora” te redirigimos')
  }
  await expect(page.getByText(/Al hacer clic/)).toHaveCount(0)
})

test('a wrong password is said once, in the notification', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill(DEMO_PLAYER.email)
  await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta')
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await expect(page.getByRole('alert').getByText('Correo o contraseña incorrectos.')).toBeVisible()
  await expect(page.getByText('Correo o contraseña incorrectos.')).toHaveCount(1)
})

async function checkWinningCard(page: Page, request: Parameters<typeof winningCards>[0]) {
  const [latest] = await previousDraws(request)
  const [winner] = await winningCards(request, latest!.id)
  await page.goto('/resultados')
  await page.getByLabel('Número de cartón').fill(winner!.numero)
  await page.getByLabel('Sorteo', { exact: true }).selectOption(String(latest!.id))
  await page.getByRole('button', { name: 'Verificar' }).click()
  const dialog = page.getByRole('dialog', { name: '¡Felicitaciones!' })
  await expect(dialog).toBeVisible()
  return { dialog, winner: winner! }
}

test('the winning card dialog congratulates once, shows the prize and leads to claiming it', async ({
  page,
  request,
}) => {
  const { dialog, winner } = await checkWinningCard(page, request)
  await expect(dialog).toContainText(`El cartón N° ${winner.numero} ganó`)
  await expect(dialog).toContainText(winner.jugada)
  expect((await dialog.textContent())?.match(/Felicitaciones/g)).toHaveLength(1)
  await dialog.getByRole('link', { name: 'Iniciá sesión para cobrar tu premio' }).click()
  await expect(page).toHaveURL(/\/login\?next=%2Fmi-cuenta%2Fmis-premios$/)
  await page.getByLabel('Correo electrónico').fill(DEMO_PLAYER.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PLAYER.password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await expect(page).toHaveURL(/\/mi-cuenta\/mis-premios$/)
})

test("logged in, the winning card dialog offers Cobrá only for the player's own card", async ({
  page,
  request,
}) => {
  // Somebody else's winning card: no way to claim it (docs/history.md).
  await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
  const { dialog } = await checkWinningCard(page, request)
  await expect(dialog).toContainText(
    'Este cartón no está en tu cuenta: solo puede cobrarlo quien lo compró.',
  )
  await expect(dialog.getByRole('link', { name: /Cobrá tu premio/ })).toHaveCount(0)
})

test("logged in, the player's own winning card links straight to claiming it", async ({ page }) => {
  // The verified demo player wins in the latest past draws: one of his prizes still to claim.
  await logIn(page, VERIFIED_PLAYER.email, VERIFIED_PLAYER.password)
  await page.goto('/mi-cuenta/mis-premios')
  const claim = page.getByRole('button', { name: /^Cobrar el premio del cartón N° \d{6}$/ }).first()
  const numero = /\d{6}/.exec((await claim.getAttribute('aria-label')) ?? '')?.[0]
  const drawTitle = await claim.locator('xpath=ancestor::section[1]//h2').getAttribute('id')
  const sorteo = /^draw-(\d+)$/.exec(drawTitle ?? '')?.[1]
  expect(numero && sorteo).toBeTruthy()

  await page.goto('/resultados')
  await page.getByLabel('Número de cartón').fill(numero!)
  await page.getByLabel('Sorteo', { exact: true }).selectOption(sorteo!)
  await page.getByRole('button', { name: 'Verificar' }).click()
  const dialog = page.getByRole('dialog', { name: '¡Felicitaciones!' })
  await expect(dialog.getByRole('link', { name: 'Cobrá tu premio' })).toHaveAttribute(
    'href',
    /^\/mi-cuenta\/mis-premios\?cobrar=\d+$/,
  )
  await expect(dialog).not.toContainText('Este cartón no está en tu cuenta')
})

test('the confetti is drawn over the dialog, and not at all with reduced motion', async ({
  page,
  request,
}) => {
  const { dialog } = await checkWinningCard(page, request)
  // Inside the modal dialog (the top layer), covering the window, never catching a tap.
  const canvas = dialog.locator('canvas[data-confetti]')
  await expect(canvas).toHaveCount(1)
  await expect(page.locator('canvas')).toHaveCount(1)
  const style = await canvas.evaluate((element) => {
    const computed = getComputedStyle(element)
    return {
      position: computed.position,
      pointerEvents: computed.pointerEvents,
      width: element.getBoundingClientRect().width,
    }
  })
  expect(style).toEqual({ position: 'fixed', pointerEvents: 'none', width: 1280 })
  // The first burst (1 s) paints on it.
  await expect
    .poll(
      () =>
        canvas.evaluate((element) => {
          const canvasElement = element as HTMLCanvasElement
          const context = canvasElement.getContext('2d')
          if (!context || canvasElement.width === 0) return 0
          const { data } = context.getImageData(0, 0, canvasElement.width, canvasElement.height)
          let painted = 0
          for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted += 1
          return painted
        }),
      { timeout: 5000 },
    )
    .toBeGreaterThan(0)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.locator('canvas')).toHaveCount(0)

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(dialog).toBeVisible()
  await page.waitForTimeout(1500)
  await expect(page.locator('canvas')).toHaveCount(0)
})
