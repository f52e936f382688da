import type { Locator, Page } from '@playwright/test'
import { DEMO_PLAYER, logIn } from '../support/accounts'
import { expect, test } from '../support/fixtures'

// One list of account links (lib/account-links.ts) behind both menus. Issue 26 found two: the side
// menu without Mis Cartones and Mis Premios, the header's Mi Cuenta without Movimientos, Sesiones,
// Cobros and Verificación.

const ACCOUNT_LINKS = [
  ['Mi perfil', '/mi-cuenta/datos-personales'],
  ['Solicitar Verificación', '/mi-cuenta/solicitar-verificacion'],
  ['Mis Movimientos', '/mi-cuenta/mis-movimientos'],
  ['Mis Sesiones', '/mi-cuenta/mis-sesiones'],
  ['Solicitud de Cobros', '/mi-cuenta/solicitud-de-cobro'],
  ['Mis Cartones', '/mi-cuenta/mis-cartones'],
  ['Mis Premios', '/mi-cuenta/mis-premios'],
  ['Límites y pausas', '/mi-cuenta/limites'],
  ['Autoexclusión', '/mi-cuenta/autoexclusion'],
]

/** Each link of a menu as [its text, its href], in the order shown. */
const linksOf = (menu: Locator) =>
  menu
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => [link.textContent?.trim() ?? '', link.getAttribute('href') ?? '']),
    )

/** The header's Mi Cuenta list (the list its button controls). */
async function headerMenu(page: Page) {
  // exact: the side menu's toggle on a phone is named "… Ver menú de mi cuenta".
  const button = page.getByRole('button', { name: 'Mi Cuenta', exact: true })
  const id = await button.getAttribute('aria-controls')
  expect(id).toBeTruthy()
  return { button, list: page.locator(`[id="${id}"]`) }
}

for (const width of [375, 1366]) {
  test(`at ${width} px both account menus list the same links in the same order`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
    await page.goto('/mi-cuenta/mis-movimientos')

    const side = page.getByRole('navigation', { name: 'Mi Cuenta' })
    if (width < 900) {
      // A phone folds the side menu behind a button named after the current page.
      const toggle = side.getByRole('button')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(toggle).toContainText('Mis Movimientos')
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    }
    await expect(side.getByRole('link', { name: 'Mis Movimientos' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(await linksOf(side)).toEqual(ACCOUNT_LINKS)

    const { button, list } = await headerMenu(page)
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(list).toBeVisible()
    expect(await linksOf(list)).toEqual(ACCOUNT_LINKS)
    // Cerrar Sesión stays the header's last entry, after the links.
    await expect(list.getByRole('listitem').last()).toHaveText('Cerrar Sesión')
    // The whole open menu is on screen.
    const box = (await list.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
  })
}

test('the header menu opens, walks and closes with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
  const { button, list } = await headerMenu(page)
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(list).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(list.getByRole('link', { name: 'Mi perfil' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(list.getByRole('link', { name: 'Solicitar Verificación' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')

  // A link from the menu lands on its page, where the side menu marks it.
  await page.keyboard.press('Enter')
  await list.getByRole('link', { name: 'Mis Premios' }).click()
  await expect(page).toHaveURL(/\/mi-cuenta\/mis-premios$/)
  await expect(
    page.getByRole('navigation', { name: 'Mi Cuenta' }).getByRole('link', { name: 'Mis Premios' }),
  ).toHaveAttribute('aria-current', 'page')
})
