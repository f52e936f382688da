import { CONTENT_PATHS } from '../../lib/public-paths'
import { expect, test } from './support/fixtures'
import { expectNoAxeViolations } from './support/axe'

const PAGES = ['/home', ...CONTENT_PATHS, '/not-found']

for (const path of PAGES) {
  test(`axe finds no WCAG 2.1 AA violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

test.describe('with the cookie banner and modal open', () => {
  test.use({ consentDecided: false })

  test('axe finds no violation', async ({ page }) => {
    await page.goto('/home')
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Configurar Cookies' }).click()
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
