import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { expectNoAxeViolations } from './support/axe'

// The three help guides (issue "Draws for everyone", item 9): steps with illustrations that load,
// the payment methods in WAI-ARIA tabs, and the illustrations swapping to portrait on phones.

const SITE_NAME = process.env.NEXT_PUBLIC_SITE_NAME || 'Sorteo Semanal'

const GUIDES = [
  {
    path: '/ayuda/verificacion-cuenta',
    title: 'Verificación de cuenta',
    list: 'Pasos para verificar tu cuenta',
    steps: 5,
  },
  {
    path: '/ayuda/agregar-tarjeta',
    title: 'Cómo agregar una tarjeta',
    list: 'Pasos para agregar una tarjeta',
    steps: 5,
  },
  {
    path: '/ayuda/como-comprar',
    title: 'Cómo comprar',
    list: 'Pasos para elegir tus cartones',
    steps: 4,
  },
]

const METHODS = [
  { name: 'Tigo Money', list: 'Pasos para pagar con Tigo Money' },
  {
    name: 'Tarjeta de crédito o débito (Bancard)',
    list: 'Pasos para pagar con tarjeta de crédito o débito',
  },
  { name: 'Billetera Personal', list: 'Pasos para pagar con Billetera Personal' },
  { name: 'Zimple', list: 'Pasos para pagar con Zimple' },
]

/** Every image in scope is decoded; lazy ones are scrolled to first so the browser fetches them. */
async function expectImagesLoaded(scope: Locator, expected: number) {
  const images = scope.locator('picture img')
  await expect(images).toHaveCount(expected)
  for (let i = 0; i < expected; i++) {
    const image = images.nth(i)
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0)
  }
}

/** Each step is a list item with a heading that carries its number ("Paso 1: …"). */
async function expectSteps(list: Locator, count: number, first: number) {
  const items = list.getByRole('listitem')
  await expect(items).toHaveCount(count)
  for (let i = 0; i < count; i++) {
    // The visible badge is aria-hidden; the number is read from the heading itself.
    await expect(items.nth(i).getByRole('heading')).toHaveAccessibleName(
      new RegExp(`^Paso ${first + i}: \\S`),
    )
  }
  await expectImagesLoaded(list, count)
}

function firstImageSrc(page: Page) {
  const image = page.locator('main picture img').first()
  return expect.poll(() =>
    image.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')),
  )
}

for (const guide of GUIDES) {
  test(`${guide.path} shows its title and numbered steps with their images`, async ({ page }) => {
    await page.goto(guide.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title)
    await expect(page).toHaveTitle(`${guide.title} | ${SITE_NAME}`)
    await expectSteps(page.getByRole('list', { name: guide.list }), guide.steps, 1)
  })

  test(`axe finds no WCAG 2.1 AA violation on ${guide.path}`, async ({ page }) => {
    await page.goto(guide.path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

test.describe('/ayuda/como-comprar payment tabs', () => {
  test('four tabs in checkout order; clicking one shows only its panel', async ({ page }) => {
    await page.goto('/ayuda/como-comprar')
    const tablist = page.getByRole('tablist', { name: 'Medios de pago' })
    const tabs = tablist.getByRole('tab')
    await expect(tabs).toHaveText(METHODS.map((m) => m.name))
    await expect(page.getByRole('tabpanel', { includeHidden: true })).toHaveCount(METHODS.length)

    // The first method is shown before any click.
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
    await expect(page.getByRole('tabpanel', { name: METHODS[0]!.name })).toBeVisible()

    for (const [index, method] of METHODS.entries()) {
      const tab = tablist.getByRole('tab', { name: method.name, exact: true })
      await tab.click()
      await expect(tab).toHaveAttribute('aria-selected', 'true')
      await expect(tablist.locator('[role="tab"][aria-selected="true"]')).toHaveCount(1)

      const panel = page.getByRole('tabpanel', { name: method.name })
      await expect(panel).toBeVisible()
      await expect(page.getByRole('tabpanel')).toHaveCount(1)
      const controls = await tab.getAttribute('aria-controls')
      expect(controls).toBeTruthy()
      await expect(page.locator(`[id="${controls}"]`)).toBeVisible()
      for (const [other, otherMethod] of METHODS.entries()) {
        if (other === index) continue
        await expect(
          page.getByRole('tabpanel', { name: otherMethod.name, includeHidden: true }),
        ).toBeHidden()
      }

      // 3 steps of the method plus "Mis Cartones", numbered after the 4 common steps.
      await expectSteps(panel.getByRole('list', { name: method.list }), 4, 5)
    }
  })

  test('keyboard: arrows, Home and End move the focus and select (roving tabindex)', async ({
    page,
  }) => {
    await page.goto('/ayuda/como-comprar')
    const tabs = page.getByRole('tablist', { name: 'Medios de pago' }).getByRole('tab')
    const expectSelected = async (index: number) => {
      const tab = tabs.nth(index)
      await expect(tab).toBeFocused()
      await expect(tab).toHaveAttribute('aria-selected', 'true')
      await expect(tab).toHaveAttribute('tabindex', '0')
      await expect(page.getByRole('tabpanel', { name: METHODS[index]!.name })).toBeVisible()
      for (let other = 0; other < METHODS.length; other++) {
        if (other === index) continue
        await expect(tabs.nth(other)).toHaveAttribute('aria-selected', 'false')
        await expect(tabs.nth(other)).toHaveAttribute('tabindex', '-1')
      }
    }

    await tabs.first().focus()
    await expect(tabs.first()).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expectSelected(1)
    await page.keyboard.press('End')
    await expectSelected(3)
    await page.keyboard.press('Home')
    await expectSelected(0)
    // Arrows wrap around at both ends.
    await page.keyboard.press('ArrowLeft')
    await expectSelected(3)
    await page.keyboard.press('ArrowRight')
    await expectSelected(0)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const path of ['/ayuda/verificacion-cuenta', '/ayuda/como-comprar']) {
    test(`${path} shows the portrait images`, async ({ page }) => {
      await page.goto(path)
      await firstImageSrc(page).toContain('-movil')
      const image = page.locator('main picture img').first()
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(540)
    })
  }
})

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const path of ['/ayuda/verificacion-cuenta', '/ayuda/como-comprar']) {
    test(`${path} shows the wide images`, async ({ page }) => {
      await page.goto(path)
      await firstImageSrc(page).toMatch(/\/ayuda\/.+\.svg$/)
      await firstImageSrc(page).not.toContain('-movil')
      const image = page.locator('main picture img').first()
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200)
    })
  }
})
