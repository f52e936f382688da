import { createPlayer, logIn, PNG_1X1 } from '../support/accounts'
import { budget } from '../support/time'
import { expect, test } from '../support/fixtures'
import { expectContentFitsWindow } from './width'

const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1X1 })

test('the identity upload: a picker per document, limit said first, preview, remove, refusals, nothing lost', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(90_000))
  const player = await createPlayer(request)
  await page.setViewportSize({ width: 375, height: 800 })
  await logIn(page, player.email, player.password)
  await page.goto('/mi-cuenta/formulario-verificar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('VERIFICAR IDENTIDAD')

  // Before choosing: one tap target per document, each saying the limit.
  const frente = page.getByLabel('Cédula, frente')
  const dorso = page.getByLabel('Cédula, dorso')
  const selfie = page.getByLabel('Selfie sosteniendo tu cédula')
  await expect(page.getByText('Elegí una foto')).toHaveCount(3)
  await expect(page.getByText('JPG, PNG o WEBP, hasta 25 MB.')).toHaveCount(3)
  await expect(frente).toHaveAccessibleDescription('JPG, PNG o WEBP, hasta 25 MB.')
  const target = page.locator('label', { hasText: 'Elegí una foto' }).first()
  expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44)

  // Keyboard: the file input is in the tab order.
  await frente.focus()
  await expect(frente).toBeFocused()

  // Choose, see the preview, remove, and the picker is back with the focus on it.
  await frente.setInputFiles(image('frente.png'))
  await expect(page.getByRole('img', { name: 'Vista previa de Cédula, frente' })).toBeVisible()
  await expect(page.getByText('frente.png')).toBeVisible()
  await page.getByRole('button', { name: 'Quitar Cédula, frente' }).click()
  await expect(page.getByRole('img', { name: 'Vista previa de Cédula, frente' })).toHaveCount(0)
  await expect(frente).toBeFocused()

  // Too large and wrong type: clear Spanish messages, and nothing kept.
  const huge = Buffer.alloc(25 * 1024 * 1024 + 1, 0)
  PNG_1X1.copy(huge)
  await frente.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: huge })
  await expect(
    page.getByText('Esta foto pesa 25,1 MB y el máximo es 25 MB. Elegí una más liviana.'),
  ).toBeVisible()
  await dorso.setInputFiles({ name: 'cv.png', mimeType: 'image/png', buffer: Buffer.from('hola') })
  await expect(
    page.getByText('Ese archivo no es una foto JPG, PNG o WEBP. Elegí otra.'),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: /Vista previa de/ })).toHaveCount(0)

  // A good file replaces the error.
  await frente.setInputFiles(image('frente.png'))
  await dorso.setInputFiles(image('dorso.png'))
  await selfie.setInputFiles(image('selfie.png'))
  await expect(page.getByRole('img', { name: /Vista previa de/ })).toHaveCount(3)
  await expect(page.getByText(/Esta foto pesa/)).toHaveCount(0)
  await expectContentFitsWindow(page, 'verification form with three previews at 375 px')

  // A refused submit keeps every chosen photo and points at the document to change.
  await page.route('/api/verificacion', (route) =>
    route.fulfill({
      json: { ok: false, message: 'La imagen del dorso no se pudo leer.', field: 'dorso' },
    }),
  )
  const send = page.getByRole('button', { name: 'Enviar solicitud' })
  await send.click()
  await expect(dorso).toHaveAttribute('aria-invalid', 'true')
  await expect(dorso).toHaveAccessibleDescription(/La imagen del dorso no se pudo leer\./)
  await expect(page.getByRole('img', { name: /Vista previa de/ })).toHaveCount(3)
  await expect(page).toHaveURL(/formulario-verificar$/)

  // And the same photos go through end to end.
  await page.unroute('/api/verificacion')
  await send.click()
  await expect(page).toHaveURL(/\/mi-cuenta\/solicitar-verificacion$/)
  await expect(page.locator('tbody tr').first()).toContainText('PENDIENTE')
})
