import { createPlayer, logIn, PNG_1X1, VERIFIED_PLAYER } from '../support/accounts'
import { operator } from '../support/backend'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'

const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1X1 })

/**
 * The page's own button: the side menu's entry has the same name (Solicitar Verificación,
 * docs/product.md §2).
 */
const requestButton = (page: Page) =>
  page
    .getByRole('link', { name: 'Solicitar Verificación' })
    .and(page.locator('[href="/mi-cuenta/formulario-verificar"]'))

test('a player sends three images, sees the request, and an operator approval verifies the account', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)
  await page.goto('/mi-cuenta/solicitar-verificacion')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SOLICITAR VERIFICACIÓN')
  await expect(
    page.getByText('Las solicitudes se procesan de lunes a viernes dentro de las 24 horas.'),
  ).toBeVisible()
  await expect(page.getByText('Todavía no enviaste solicitudes de verificación.')).toBeVisible()
  await requestButton(page).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('VERIFICAR IDENTIDAD')
  await expect(page.getByLabel('Nacionalidad')).toHaveValue('1')
  const send = page.getByRole('button', { name: 'Enviar solicitud' })
  await expect(send).toBeDisabled()
  await page.getByLabel('Cédula, frente').setInputFiles(image('frente.png'))
  await page.getByLabel('Cédula, dorso').setInputFiles(image('dorso.png'))
  await page.getByLabel('Selfie sosteniendo tu cédula').setInputFiles(image('selfie.png'))
  await expect(page.getByRole('img', { name: /Vista previa de/ })).toHaveCount(3)

  // Each image can be removed, and the form waits for it again.
  await page.getByRole('button', { name: 'Quitar Cédula, dorso' }).click()
  await expect(page.getByRole('img', { name: /Vista previa de/ })).toHaveCount(2)
  await expect(send).toBeDisabled()
  await page.getByLabel('Cédula, dorso').setInputFiles(image('dorso.png'))

  // Not an image: refused before it leaves the browser.
  await page
    .getByLabel('Selfie sosteniendo tu cédula')
    .setInputFiles({ name: 'selfie.png', mimeType: 'text/plain', buffer: Buffer.from('hola') })
  await expect(
    page.getByText('Ese archivo no es una foto JPG, PNG o WEBP. Elegí otra.'),
  ).toBeVisible()
  await page.getByLabel('Selfie sosteniendo tu cédula').setInputFiles(image('selfie.png'))
  await expect(send).toBeEnabled()
  await send.click()

  await expect(page).toHaveURL(/\/mi-cuenta\/solicitar-verificacion$/)
  await expect(page.getByText(/Recibimos tu solicitud/).first()).toBeVisible()
  const row = page.locator('tbody tr').first()
  await expect(row).toContainText('PENDIENTE')
  await expect(requestButton(page)).toHaveCount(0)

  const { datos } = (await operator(request, 'GET', 'verificaciones?estado=PENDIENTE')) as {
    datos: { id: number; email: string }[]
  }
  const mine = datos.find((r) => r.email === player.email)!
  await operator(request, 'POST', `verificaciones/${mine.id}/aprobar`)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Cuenta verificada' })).toBeDisabled()
  await expect(page.locator('tbody tr').first()).toContainText('APROBADA')
})

test('the upload route refuses a non-image and an image over 25 MB before the backend sees them', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)
  const post = (files: Record<string, { name: string; mimeType: string; buffer: Buffer }>) =>
    page.request.post('/api/verificacion', {
      headers: { origin: new URL(page.url()).origin },
      multipart: { codigoPais: '1', ...files },
    })
  const text = {
    name: 'cv.png',
    mimeType: 'image/png',
    buffer: Buffer.from('esto no es una imagen'),
  }
  let response = await post({ frente: image('a.png'), dorso: text, selfie: image('c.png') })
  expect(response.status()).toBe(400)
  expect((await response.json()).message).toBe(
    'Cada imagen debe ser JPG, PNG o WEBP de hasta 25 MB.',
  )

  const huge = Buffer.alloc(25 * 1024 * 1024 + 1, 0)
  PNG_1X1.copy(huge)
  response = await post({
    frente: { name: 'big.png', mimeType: 'image/png', buffer: huge },
    dorso: image('b.png'),
    selfie: image('c.png'),
  })
  expect(response.status()).toBe(413)

  // Nothing reached the backend: no request in the history.
  await page.goto('/mi-cuenta/solicitar-verificacion')
  await expect(page.getByText('Todavía no enviaste solicitudes de verificación.')).toBeVisible()
})

// Issue 37 (docs/history.md): a process already receiving UPLOADS_IN_FLIGHT uploads answers 503
// (tests/deployment/uploads-process-bound.test.ts); the screen shows why and keeps the files.
test('a busy server: the screen says so, and the three chosen files stay for the retry', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)
  await page.goto('/mi-cuenta/solicitar-verificacion')
  await requestButton(page).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('VERIFICAR IDENTIDAD')
  await page.getByLabel('Cédula, frente').setInputFiles(image('frente.png'))
  await page.getByLabel('Cédula, dorso').setInputFiles(image('dorso.png'))
  await page.getByLabel('Selfie sosteniendo tu cédula').setInputFiles(image('selfie.png'))
  await expect(page.getByRole('img', { name: /Vista previa de/ })).toHaveCount(3)
  const busy =
    'Estamos recibiendo muchas imágenes en este momento. Tus archivos siguen elegidos: volvé a enviarlos en un minuto.'
  let refused = false
  await page.route('**/api/verificacion', async (route) => {
    if (refused) return route.continue()
    refused = true
    await route.fulfill({
      status: 503,
      headers: { 'retry-after': '30' },
      json: { ok: false, message: busy },
    })
  })
  const send = page.getByRole('button', { name: 'Enviar solicitud' })
  await send.click()
  await expect(page.getByText(busy)).toBeVisible()
  await expect(page.getByRole('img', { name: /Vista previa de/ })).toHaveCount(3)
  await expect(send).toBeEnabled()

  await send.click()
  await expect(page).toHaveURL(/\/mi-cuenta\/solicitar-verificacion$/)
  await expect(page.getByText(/Recibimos tu solicitud/).first()).toBeVisible()
})

test('a verified player sees the disabled Cuenta verificada button', async ({ page }) => {
  await logIn(page, VERIFIED_PLAYER.email, VERIFIED_PLAYER.password)
  await page.goto('/mi-cuenta/solicitar-verificacion')
  await expect(page.getByRole('button', { name: 'Cuenta verificada' })).toBeDisabled()
  await expect(page.locator('tbody tr').first()).toContainText('APROBADA')
})
