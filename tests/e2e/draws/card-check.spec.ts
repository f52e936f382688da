import { expect, test } from '../support/fixtures'
import { losingCards, previousDraws, winningCards } from './support'

test('letters typed in the card number never appear and Verificar waits for a number', async ({
  page,
}) => {
  await page.goto('/ganadores')
  const form = page
    .getByRole('region', { name: 'Verificá tu cartón' })
    .or(page.locator('section', { hasText: 'Verificá tu cartón' }))
    .first()
  const input = form.getByLabel('Número de cartón')
  const button = form.getByRole('button', { name: 'Verificar' })
  await expect(button).toBeDisabled()
  await input.pressSequentially('12ab3-4 x5')
  await expect(input).toHaveValue('12345')
  await expect(button).toBeEnabled()
  await input.fill('')
  await expect(button).toBeDisabled()
})

test('a card that won opens the congratulations dialog with its prize', async ({
  page,
  request,
}) => {
  const [latest] = await previousDraws(request)
  const [winner] = await winningCards(request, latest!.id)
  await page.goto('/resultados')
  await page.getByLabel('Número de cartón').fill(winner!.numero)
  await page.getByLabel('Sorteo', { exact: true }).selectOption(String(latest!.id))
  await page.getByRole('button', { name: 'Verificar' }).click()
  const dialog = page.getByRole('dialog', { name: '¡Felicitaciones!' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(`N° ${winner!.numero}`)
  await expect(dialog).toContainText(winner!.jugada)
  await expect(dialog.getByRole('link', { name: 'preguntas frecuentes' })).toHaveAttribute(
    'href',
    '/preguntas-frecuentes',
  )
  const box = await dialog.boundingBox()
  expect(Math.round(box!.width)).toBe(500)
  expect(box!.height).toBeGreaterThanOrEqual(350)
  // Confetti arrives a second later, on its own canvas.
  await expect(page.locator('canvas')).toHaveCount(1, { timeout: 4000 })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('a card that did not win opens the oops dialog', async ({ page, request }) => {
  const [latest] = await previousDraws(request)
  const [loser] = await losingCards(request, latest!.id)
  await page.goto('/millonarios')
  await page.getByLabel('Número de cartón').fill(loser!)
  await page.getByRole('button', { name: 'Verificar' }).click()
  const dialog = page.getByRole('dialog', { name: '¡Uy! Esta vez no fue' })
  await expect(dialog).toContainText(`El cartón N° ${loser} no tiene premios`)
  await expect(dialog.getByRole('link', { name: 'preguntas frecuentes' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Cerrar' }).click()
  await expect(dialog).toBeHidden()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the result dialog takes the full width and works with the keyboard alone', async ({
    page,
    request,
  }) => {
    const [latest] = await previousDraws(request)
    const [loser] = await losingCards(request, latest!.id)
    await page.goto('/ganadores')
    await page.getByLabel('Número de cartón').focus()
    await page.keyboard.type(loser!)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: '¡Uy! Esta vez no fue' })
    await expect(dialog).toBeVisible()
    const box = await dialog.boundingBox()
    expect(Math.round(box!.width)).toBe(390)
    await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
  })
})
