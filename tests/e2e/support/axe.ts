import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * axe over the page as it is now (dialogs open included): no WCAG 2.1 AA violation. `soft: true`
 * records a failure and lets the test go on (the visual suite checks every width).
 */
export async function expectNoAxeViolations(
  page: Page,
  label = page.url(),
  { soft = false }: { soft?: boolean } = {},
) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  ;(soft ? expect.soft : expect)(
    results.violations.map(
      (v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}
