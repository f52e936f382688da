import type { Locator } from '@playwright/test'
import { expect, test } from '../support/fixtures'

// Issue 26, defect 15 (docs/history.md): a greyed-out submit button with no word on why. The reason
// sits right under the button, on a phone and on a laptop, and goes away once the form can be sent.

async function expectRightBelow(hint: Locator, button: Locator) {
  const [h, b] = [(await hint.boundingBox())!, (await button.boundingBox())!]
  expect(h.y).toBeGreaterThanOrEqual(b.y + b.height - 1)
  expect(h.y - (b.y + b.height)).toBeLessThan(40)
}

for (const width of [375, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('login says what is missing under Ingresar until the form can be sent', async ({
      page,
    }) => {
      await page.goto('/login')
      const button = page.getByRole('button', { name: 'Ingresar' })
      await expect(button).toBeDisabled()
      const hint = page.getByText(
        'Para continuar, completá o corregí: Correo electrónico y Contraseña.',
      )
      await expect(hint).toBeVisible()
      await expect(button).toHaveAccessibleDescription(
        'Para continuar, completá o corregí: Correo electrónico y Contraseña.',
      )
      await expectRightBelow(hint, button)
      await page.getByLabel('Correo electrónico').fill('ana@example.com.py')
      await page.getByLabel('Contraseña', { exact: true }).fill('demo1234')
      await expect(button).toBeEnabled()
      await expect(page.getByTestId('submit-hint')).toBeEmpty()
    })

    test('the card check says Verificar waits for the card number', async ({ page }) => {
      await page.goto('/home')
      const form = page.getByRole('region', { name: 'Verificá tu cartón' })
      const button = form.getByRole('button', { name: 'Verificar' })
      await expect(button).toBeDisabled()
      await expect(form.getByText('Escribí el número de tu cartón para verificarlo.')).toBeVisible()
      await expect(button).toHaveAccessibleDescription(
        'Escribí el número de tu cartón para verificarlo.',
      )
    })
  })
}
