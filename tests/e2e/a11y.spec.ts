import { expect, test } from './support/fixtures'
import { expectNoAxeViolations } from './support/axe'

// Every public page, the 404 page and the account's screens are analysed by axe in the visual
// suite, at 375 and 1366 px (tests/e2e/visual/support/capture.ts). Here: the states that suite
// never shows, the cookie banner undecided and the phone's sidebar open.

test.describe('with the cookie banner and modal open', () => {
  test.use({ consentDecided: false })

  test('axe finds no violation', async ({ page }) => {
    await page.goto('/home')
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible()
    await expectNoAxeViolations(page)
    const configure = page.getByRole('button', { name: 'Configurar Cookies' })
    await expect(configure).toHaveAttribute('aria-haspopup', 'dialog')
    await configure.click()
    await page.getByRole('button', { name: /Cookies analíticas/ }).click()
    await expectNoAxeViolations(page)
  })
})

test.describe('on a phone with the sidebar open', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('axe finds no violation', async ({ page }) => {
    await page.goto('/home')
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await expectNoAxeViolations(page)
  })
})
