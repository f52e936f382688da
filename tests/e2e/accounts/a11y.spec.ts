import { DEMO_PLAYER, logIn } from '../support/accounts'
import { budget } from '../support/time'
import { expect, test } from '../support/fixtures'
import { expectNoAxeViolations } from '../support/axe'

// /login, /registrar, /recuperar and the account's screens are analysed by axe in the visual suite
// (tests/e2e/visual): here, the pages and the menu it does not show.

test('axe finds no violation on the password reset page', async ({ page }) => {
  for (const path of ['/acceso/reestablecer?auth=abcdefghijklmnopqrstuvwxyz']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page, path)
  }
})

test('axe finds no violation on the verification request and the account menu', async ({
  page,
}) => {
  test.setTimeout(budget(90_000))
  await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
  for (const path of ['/mi-cuenta/solicitar-verificacion']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page, path)
  }
  await page.getByRole('button', { name: 'Mi Cuenta' }).click()
  await expectNoAxeViolations(page)
})
