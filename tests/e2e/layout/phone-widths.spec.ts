import type { Page } from '@playwright/test'
import { PUBLIC_PATHS } from '../../../lib/public-paths'
import { DEMO_PLAYER, logIn } from '../support/accounts'
import { expectNoHorizontalOverflow } from '../support/layout'
import { budget } from '../support/time'
import { expect, test } from '../support/fixtures'

// Phones: 320 px (the narrowest still sold), 360 px (the most common Android width in Paraguay)
// and 375 px. No public page is wider than the window at any of them, logged out or in, with the
// cookie banner still waiting for an answer or answered. At 360 px the banner's three
// answers overflowed (Aceptar cut) and made every page 367 px wide until it was answered.

const PHONES = [320, 360, 375] as const

async function latestDrawPath(page: Page) {
  const response = await page.request.get('/servicios/rest/sorteos/anteriores', {
    headers: { scope: 'publico' },
  })
  const { datos } = (await response.json()) as { datos: { id: number }[] }
  return `/resultados/${datos[0]!.id}`
}

async function pages(page: Page) {
  return [...PUBLIC_PATHS, await latestDrawPath(page), '/login', '/recuperar', '/verificar']
}

/** Every page at every phone width, each loaded at that width, as a phone opens it. */
async function sweep(page: Page, paths: string[], state: string) {
  for (const width of PHONES) {
    await page.setViewportSize({ width, height: 740 })
    for (const path of paths) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expectNoHorizontalOverflow(page, {
        label: `${path} at ${width} px, ${state}`,
        soft: true,
      })
    }
  }
}

test.describe('with the cookie banner waiting for an answer', () => {
  test.use({ consentDecided: false })

  test("the banner's three answers fit the window at 320, 360 and 375 px", async ({ page }) => {
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 740 })
      await page.goto('/home')
      const banner = page.getByRole('region', { name: 'Aviso de cookies' })
      const answers = [
        banner.getByRole('button', { name: 'Configurar Cookies' }),
        banner.getByRole('button', { name: 'Declinar' }),
        banner.getByRole('button', { name: 'Aceptar' }),
      ]
      const boxes: { x: number; y: number; width: number; height: number }[] = []
      for (const answer of answers) {
        await expect(answer).toBeInViewport({ ratio: 1 })
        const box = (await answer.boundingBox())!
        expect(box.x, `${width} px`).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width)
        expect(box.height, `${width} px: a finger's target`).toBeGreaterThanOrEqual(44)
        boxes.push(box)
      }
      // Apart from each other (the bar itself lies over the page by design, so the page's own
      // links under it are no overlap of its answers).
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1))
          expect(
            a.x + a.width <= b.x + 1 ||
              b.x + b.width <= a.x + 1 ||
              a.y + a.height <= b.y + 1 ||
              b.y + b.height <= a.y + 1,
            `${width} px: two answers drawn over each other`,
          ).toBe(true)
      // One line from 360 px up: the bar covers as little of a phone as it can.
      if (width >= 360) {
        const highestBottom = Math.min(...boxes.map((box) => box.y + box.height))
        const lowestTop = Math.max(...boxes.map((box) => box.y))
        expect(lowestTop, `${width} px: one line`).toBeLessThan(highestBottom)
      }
      await expectNoHorizontalOverflow(page, { label: `/home at ${width} px with the banner` })
    }
  })

  test('no public page is wider than the window, logged out', async ({ page }) => {
    test.setTimeout(budget(240_000))
    await sweep(page, await pages(page), 'banner shown')
  })
})

test('no public page is wider than the window once the banner is answered, logged out', async ({
  page,
}) => {
  test.setTimeout(budget(240_000))
  await sweep(page, await pages(page), 'banner answered')
})

const loggedInPages = async (page: Page) =>
  (await pages(page)).filter((p) => !['/login', '/recuperar', '/registrar'].includes(p))

test('no public page is wider than the window once the banner is answered, logged in', async ({
  page,
}) => {
  test.setTimeout(budget(240_000))
  await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
  await sweep(page, await loggedInPages(page), 'logged in, banner answered')
})

test.describe('logged in, with the cookie banner waiting for an answer', () => {
  test.use({ consentDecided: false })

  test('no public page is wider than the window', async ({ page }) => {
    test.setTimeout(budget(240_000))
    await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
    await sweep(page, await loggedInPages(page), 'logged in, banner shown')
  })
})
