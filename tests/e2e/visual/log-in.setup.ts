import fs from 'node:fs'
import path from 'node:path'
import { test as setup, expect } from '@playwright/test'
import { DEMO_PLAYER, VERIFIED_PLAYER } from '../support/accounts'
import { draftModeCookie, FIXED_NOW, storageStatePath, VISUAL_URL } from './support/server'

// Runs once before the visual suite: checks that its server's clock is frozen, then logs both demo
// players in, once each and always in this order, so Mis sesiones lists the same sessions in every
// run however many workers or retries the suite uses.

setup.use({ baseURL: VISUAL_URL, serviceWorkers: 'block' })

setup('the visual server runs on the frozen clock', async ({ request }) => {
  const response = await request.get('/servicios/rest/usuarios/hora-servidor')
  const body = (await response.json()) as { datos: string }
  // A server on the real clock would make references of today's date, different next week.
  expect(body.datos, 'the visual suite needs a fresh server with a frozen clock').toBe(FIXED_NOW)
})

for (const [name, player] of [
  ['verificado', VERIFIED_PLAYER],
  ['jugador', DEMO_PLAYER],
] as const) {
  setup(`log ${name} in`, async ({ page }) => {
    await page.context().addCookies([draftModeCookie()])
    await page.clock.setFixedTime(new Date(FIXED_NOW))
    await page.goto('/login')
    await page.getByLabel('Correo electrónico').fill(player.email)
    await page.getByLabel('Contraseña', { exact: true }).fill(player.password)
    await page.getByRole('button', { name: 'Ingresar' }).click()
    await expect(page.getByRole('button', { name: 'Mi Cuenta' })).toBeVisible({ timeout: 30_000 })
    const file = storageStatePath(name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    await page.context().storageState({ path: file })
  })
}
