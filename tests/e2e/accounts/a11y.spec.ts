import { DEMO_PLAYER, logIn } from '../support/accounts'
import { budget } from '../support/time'
import { expect, test } from '../support/fixtures'
import { expectNoAxeViolations } from '../support/axe'

test('axe finds no violation on the public account pages', async ({ page }) => {
  // Four axe analyses of 10–15 s each on a busy CI machine: past the suite's 45 s default.
  test.setTimeout(budget(120_000))
  for (const path of [
    '/login',
    '/registrar',
    '/recuperar',
    '/acceso/reestablecer?auth=abcdefghijklmnopqrstuvwxyz',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page, path)
  }
})

test('axe finds no violation on every account page, logged in', async ({ page }) => {
  // Nine pages and the account menu, each analysed by axe: on two busy cores that took 2 min in
  // CI once the account menu grew to ten links (it passed alone with one worker).
  test.setTimeout(budget(240_000))
  await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
  for (const path of [
    '/mi-cuenta/datos-personales',
    '/mi-cuenta/editar-perfil',
    '/mi-cuenta/solicitar-verificacion',
    '/mi-cuenta/formulario-verificar',
    '/mi-cuenta/mis-sesiones',
    '/mi-cuenta/mis-movimientos',
    '/mi-cuenta/autoexclusion',
    '/mi-cuenta/limites',
    '/mi-cuenta/mis-cartones',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page, path)
  }
  await page.getByRole('button', { name: 'Mi Cuenta' }).click()
  await expectNoAxeViolations(page)
})
