import type { Locator, Page } from '@playwright/test'
import { expectNoAxeViolations } from '../../support/axe'
import { expectSoundLayout } from '../../support/layout'
import { expect, test } from './fixtures'

// One screen at each width: settle it, compare it with its reference image, check its layout and
// axe. Checks are soft, so one failing width does not hide the others. 360 px is the most common
// Android phone, 375 px the iPhone's. VISUAL_WIDTHS=360 (a comma-separated list) takes only those
// widths, so `VISUAL_WIDTHS=360 npm run test:visual:update` writes one width's references.

const ALL_WIDTHS = [
  { width: 360, height: 800 },
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
] as const

const chosen = process.env.VISUAL_WIDTHS?.split(',').map(Number)
const WIDTHS = chosen ? ALL_WIDTHS.filter(({ width }) => chosen.includes(width)) : ALL_WIDTHS

/** axe on one phone and the laptop: the other widths' markup is theirs (the slowest check). */
const AXE_WIDTHS = new Set<number>([375, 1366])

/** Full-page references stop here: a longer page is compared down to this height. */
const MAX_HEIGHT = 4000

export interface Screen {
  /** Reference name, e.g. `home-logged-out` (the width is added). */
  name: string
  path: string
  /** Brings the page to the state to capture, after it has loaded (a click, a search). */
  prepare?: (page: Page) => Promise<void>
  /** false: the window only (the rest of the page is compared in another state). Default true. */
  fullPage?: boolean
  /** What is random by design (cards offered at random): hidden in the image, still checked. */
  mask?: (page: Page) => Locator[]
  /** false: no axe here, as another screen analyses the same markup. Default true. */
  axe?: boolean
  /** A bar drawn over the page by design, whose controls may lie over the page's (layout.ts). */
  overlay?: string
}

/** Waits until nothing moves: network quiet, fonts in, every image (lazy ones too) decoded. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    await document.fonts.ready
    const images = [...document.images]
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager'
    // decode() waits for the image to load, then for its pixels: no second network wait needed.
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
  })
}

export async function captureScreen(page: Page, screen: Screen) {
  for (const size of WIDTHS) {
    await test.step(`${screen.path} at ${size.width} px`, async () => {
      await page.setViewportSize(size)
      await page.goto(screen.path)
      // Sections with `content-visibility: auto` (the home's showcases) render only near the
      // window, so the full-page image caught them rendered or as empty placeholders depending on
      // timing: the reference shows them rendered, always.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
      await settle(page)
      if (screen.prepare) {
        await screen.prepare(page)
        await settle(page)
      }
      const fullPage = screen.fullPage ?? true
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      await expect.soft(page).toHaveScreenshot(`${screen.name}-${size.width}.png`, {
        fullPage,
        clip:
          fullPage && height > MAX_HEIGHT
            ? { x: 0, y: 0, width: size.width, height: MAX_HEIGHT }
            : undefined,
        mask: screen.mask?.(page),
      })
      const label = `${screen.name} at ${size.width} px`
      await expectSoundLayout(page, { label, soft: true, overlay: screen.overlay })
      // axe once per screen and state, on one phone and the laptop (the other widths' markup is
      // theirs): it is the slowest check of the suite.
      if (AXE_WIDTHS.has(size.width) && screen.axe !== false) {
        await expectNoAxeViolations(page, label, { soft: true })
      }
    })
  }
}
