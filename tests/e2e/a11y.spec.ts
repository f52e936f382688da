import AxeBuilder from '@axe-core/playwright'
import { CONTENT_PATHS } from '../../lib/public-paths'
import { expect, test } from './support/fixtures'

const PAGES = ['/home', ...CONTENT_PATHS, '/not-found']

for (const path of PAGES) {
  test(`axe finds no WCAG 2.1 AA violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  })
}

test.describe('with the cookie banner and modal open', () => {
  test.use({ consentDecided: false })

  test('axe finds no violation', async ({ page }) => {
    await page.goto('/home')
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible()
    let results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
    await page.getByRole('button', { name: 'Configurar Cookies' }).click()
    await page.getByRole('button', { name: /Cookies analíticas/ }).click()
    results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
  })
})

test.describe('on a phone with the sidebar open', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('axe finds no violation', async ({ page }) => {
    await page.goto('/home')
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
  })
})
