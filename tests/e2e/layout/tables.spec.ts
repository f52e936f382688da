import type { Locator, Page } from '@playwright/test'
import { DEMO_PLAYER, logIn } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { expectContentFitsWindow } from './width'

// On a phone a table's rows become cards: every field visible with its label, amounts and dates
// on one line. Once: Mis movimientos hid the Monto column off the side of a scrolled box (it has
// cards of its own now, movements.spec.ts), and Resultados split "Gs. 2.820.000.000" across lines.

/** The label a card draws before a cell's value (generated content from the column's header). */
const labelOf = (cell: Locator) =>
  cell.evaluate((td) => getComputedStyle(td, '::before').content.replace(/^"|"$/g, ''))

const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
    return tops.size
  })

async function expectCards(page: Page, labels: string[], oneLine: string[]) {
  const width = page.viewportSize()!.width
  const row = page.locator('tbody tr').first()
  await expect(row).toBeVisible()
  // The column headers are out of sight; each card carries them instead.
  await expect(page.locator('thead').first()).not.toBeInViewport()
  const cells = row.locator('td')
  await expect(cells).toHaveCount(labels.length)
  for (const [i, label] of labels.entries()) {
    const cell = cells.nth(i)
    expect(await labelOf(cell)).toBe(label)
    const box = (await cell.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    if (oneLine.includes(label)) expect(await lineCount(cell.locator('span'))).toBe(1)
  }
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('Mis sesiones shows every field', async ({ page }) => {
    await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
    await page.goto('/mi-cuenta/mis-sesiones')
    await expectCards(page, ['Inicio', 'Fin', 'Expiración', 'IP'], ['Inicio', 'Expiración'])
  })

  test('Resultados: prize rows are cards and an amount never breaks', async ({ page }) => {
    await page.goto('/resultados')
    await expectCards(page, ['Aciertos', 'Ganadores', 'Premio'], ['Premio'])
    await expectContentFitsWindow(page, 'resultados at 375 px')
  })

  test('Reglamento: its table scrolls inside its own box, never splits a word, and takes the keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    await page.goto('/reglamento')
    const table = page.locator('main table').first()
    await expect(table).toHaveAttribute('tabindex', '0')
    await expect(table).toHaveCSS('overflow-x', 'auto')
    await expectContentFitsWindow(page, 'reglamento at 320 px')
    // No cell breaks inside a word: each line of a cell ends at a space.
    const split = await table.evaluate((element) =>
      [...element.querySelectorAll('th, td')]
        .filter((cell) => {
          const range = document.createRange()
          const text = cell.firstChild
          if (!text || text.nodeType !== Node.TEXT_NODE) return false
          const words = (text.textContent ?? '').split(/\s+/).filter(Boolean)
          let offset = 0
          for (const word of words) {
            const start = (text.textContent ?? '').indexOf(word, offset)
            offset = start + word.length
            range.setStart(text, start)
            range.setEnd(text, offset)
            const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
            if (tops.size > 1) return true
          }
          return false
        })
        .map((cell) => cell.textContent),
    )
    expect(split).toEqual([])
  })
})

// Issue 26, defect 15 (docs/history.md): the reglamento's price table put "Gs." at the end of one
// line and its digits on the next at 375 px (lib/text/bind-amounts.ts, applied to every backend
// page).
for (const width of [375, 1366]) {
  test(`Reglamento at ${width} px: every amount keeps "Gs." and its digits on one line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/reglamento')
    await expect(page.locator('main table').first()).toBeVisible()
    const amounts = await page.locator('main').evaluate((main) => {
      const found: { text: string; lines: number }[] = []
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (const match of text.matchAll(/Gs\.\s+[\d.]+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
          found.push({ text: match[0].replace(/\s/, ' '), lines: tops.size })
        }
      }
      return found
    })
    // The demo reglamento names the five pack prices in its table and the claim limits in prose.
    expect(amounts.length).toBeGreaterThanOrEqual(8)
    expect(amounts.filter((amount) => amount.lines !== 1)).toEqual([])
  })
}

test('on a laptop the same data is a table again', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.goto('/resultados')
  await expect(page.getByRole('columnheader', { name: 'Premio' }).first()).toBeVisible()
  expect(await labelOf(page.locator('tbody tr').first().locator('td').first())).toMatch(
    /^(none|normal)$/,
  )
})
