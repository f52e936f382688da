import AxeBuilder from '@axe-core/playwright'
import { DEMO_PLAYER, logIn } from '../support/accounts'
import { expect, test } from '../support/fixtures'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

test('axe finds no violation on the public account pages', async ({ page }) => {
  for (const path of [
    '/login',
    '/registrar',
    '/recuperar',
    '/acceso/reestablecer?auth=abcdefghijklmnopqrstuvwxyz',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    expect(
      results.violations.map(
        (v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  }
})

test('axe finds no violation on every account page, logged in', async ({ page }) => {
  // Eight pages, each analysed by axe: on two busy cores that outlasts the default 45 s.
  test.setTimeout(120_000)
  await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
  for (const path of [
    '/mi-cuenta/datos-personales',
    '/mi-cuenta/editar-perfil',
    '/mi-cuenta/solicitar-verificacion',
    '/mi-cuenta/formulario-verificar',
    '/mi-cuenta/mis-sesiones',
    '/mi-cuenta/mis-movimientos',
    '/mi-cuenta/autoexclusion',
    '/mi-cuenta/mis-cartones',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    expect(
      results.violations.map(
        (v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  }
  await page.getByRole('button', { name: 'Mi Cuenta' }).click()
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  expect(results.violations.map((v) => v.id)).toEqual([])
})
