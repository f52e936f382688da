import type { Page } from '@playwright/test'
import { DEMO_PLAYER, logIn } from '../support/accounts'
import { expect, test } from '../support/fixtures'

// Issue 14 (docs/history.md), point 2: on a phone there was no "Registrate" anywhere, and the
// sidebar opened with no backdrop over a page that stayed clickable.
test.use({ viewport: { width: 375, height: 740 } })

/** What lies at a point of the window: inside the sidebar, its backdrop, or the page behind. */
function hitAt(page: Page, x: number, y: number) {
  return page.evaluate(
    ([px, py]) => {
      const element = document.elementFromPoint(px!, py!)
      if (!element) return 'nothing'
      if (element.id === 'mobile-sidebar') return 'backdrop'
      return element.closest('#mobile-sidebar') ? 'sidebar' : 'page'
    },
    [x, y],
  )
}

test('logged out, the phone menu offers Registrate and Iniciar sesión', async ({ page }) => {
  await page.goto('/home')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: 'Registrate' })).toBeHidden()
  await banner.getByRole('button', { name: 'Abrir menú' }).click()
  const sidebar = page.locator('#mobile-sidebar')
  await expect(sidebar).toBeVisible()
  const register = sidebar.getByRole('link', { name: 'Registrate' })
  await expect(register).toBeVisible()
  await expect(register).toHaveAttribute('href', '/registrar')
  await expect(sidebar.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
    'href',
    '/login',
  )
  await register.click()
  await expect(page).toHaveURL(/\/registrar$/)
  await expect(sidebar).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the open sidebar dims and blocks the page; the backdrop and Escape close it', async ({
  page,
}) => {
  await page.goto('/home')
  const toggle = page.getByRole('button', { name: 'Abrir menú' })
  const sidebar = page.locator('#mobile-sidebar')
  // Closed, the page answers at a point right of where the panel opens.
  expect(await hitAt(page, 360, 400)).toBe('page')

  await toggle.click()
  await expect(sidebar).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  // The backdrop covers the page and is drawn (not a transparent catcher).
  expect(await hitAt(page, 360, 400)).toBe('backdrop')
  const backdrop = await sidebar.evaluate(
    (element) => getComputedStyle(element, '::backdrop').backgroundColor,
  )
  expect(backdrop).not.toBe('rgba(0, 0, 0, 0)')

  // Not focusable: Tab goes round the sidebar's own links and buttons (and, past the last one, out
  // to the browser's own controls, where the document has no focus), never to the page behind.
  for (let i = 0; i < 16; i++) {
    await page.keyboard.press('Tab')
    const focus = await page.evaluate(() => {
      const active = document.activeElement
      if (!active || active === document.body) return 'browser'
      return active.closest('#mobile-sidebar') ? 'sidebar' : 'page'
    })
    expect(focus, `Tab ${i + 1}`).not.toBe('page')
  }
  // Not clickable: a click on the page behind lands on the backdrop and closes the sidebar only.
  await page.mouse.click(360, 400)
  await expect(sidebar).toBeHidden()
  await expect(page).toHaveURL(/\/home$/)
  await expect(toggle).toBeFocused()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  await toggle.click()
  await expect(sidebar).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sidebar).toBeHidden()
  await expect(toggle).toBeFocused()
  expect(await hitAt(page, 360, 400)).toBe('page')
})

test('logged in, the phone menu has no Registrate', async ({ page }) => {
  await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
  await page.goto('/home')
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  const sidebar = page.locator('#mobile-sidebar')
  await expect(sidebar.getByRole('link', { name: 'Reglamento' })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Registrate' })).toHaveCount(0)
  await expect(sidebar.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0)
})
