import type { Page } from '@playwright/test'
import { expect } from '../support/fixtures'

// "No page wider than its window": measured on the page's own content (<main>), element by
// element, so a failure names what sticks out. The header is measured by the shell's own specs.

export const WIDTHS = [320, 360, 375, 768, 1366] as const

export async function expectContentFitsWindow(page: Page, label: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const main = document.querySelector('main')
    if (!main) return ['no <main>']
    const sticking: string[] = []
    if (main.scrollWidth > main.clientWidth + 1)
      sticking.push(`main scrolls: ${main.scrollWidth} > ${main.clientWidth}`)
    for (const element of main.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.right <= width + 1) continue
      // An element inside a box that scrolls on its own (a wide table's wrapper) is fine.
      let scroller = element.parentElement
      let contained = false
      while (scroller && scroller !== main) {
        const overflowX = getComputedStyle(scroller).overflowX
        if (
          (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') &&
          scroller.getBoundingClientRect().right <= width + 1
        ) {
          contained = true
          break
        }
        scroller = scroller.parentElement
      }
      if (!contained)
        sticking.push(
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 50)} right=${Math.round(box.right)}`,
        )
    }
    return sticking.slice(0, 5)
  })
  expect(overflow, `${label}: content wider than the window`).toEqual([])
}
