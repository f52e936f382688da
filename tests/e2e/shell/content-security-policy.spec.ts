import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'

// The site's Content-Security-Policy allows no eval. A library that merely tries it (zod checks
// once whether it may compile its parsers) is reported as a violation: in the browser's issues
// and as a failed Lighthouse best practice (/ganadores scored 96). instrumentation-client.ts tells
// zod beforehand; no page may report a violation.

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __violations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)

test('the winners page reads its answers with zod and breaks no policy', async ({ page }) => {
  await recordViolations(page)
  await page.goto('/ganadores')
  // The list's next page is read in the browser and checked with zod.
  const more = page.getByRole('button', { name: /Ver más|Siguiente|Cargar más/ })
  if (await more.count()) await more.first().click()
  await page.waitForLoadState('networkidle')
  expect(await violations(page)).toEqual([])
})

test('a form checked with zod in the browser breaks no policy', async ({ page }) => {
  await recordViolations(page)
  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill('sin-arroba')
  await page.getByLabel('Correo electrónico').blur()
  await expect(page.getByText('Ingrese un correo válido.')).toBeVisible()
  expect(await violations(page)).toEqual([])
})
