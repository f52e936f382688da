import type { Browser, BrowserContextOptions } from '@playwright/test'
import { DEMO_PLAYER, VERIFIED_PLAYER } from '../../support/accounts'
import { expect, test as base } from '../../support/fixtures'
import { draftModeKey, FIXED_NOW, startVisualServer, VISUAL_PORT } from './server'

// The visual suite's fixtures: each worker starts its own frozen-clock server and logs both demo
// players in once, first thing, so every worker's server holds the same data whatever tests it
// runs (Mis sesiones counts the logins). Each page then gets the draft-mode cookie (fresh renders)
// and the server's frozen instant as the browser's clock (countdowns and the header clock).

export type Player = 'verificado' | 'jugador'
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>

const PLAYERS = { verificado: VERIFIED_PLAYER, jugador: DEMO_PLAYER } as const

interface WorkerFixtures {
  visualServer: { url: string; draftCookie: { name: string; value: string; url: string } }
  loggedIn: Record<Player, StorageState>
}

interface TestFixtures {
  /** Who is logged in: nobody (default) or one of the demo players. */
  player: Player | null
}

async function logInOnce(
  browser: Browser,
  server: WorkerFixtures['visualServer'],
  who: Player,
): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' })
  await context.addCookies([server.draftCookie])
  const page = await context.newPage()
  await page.clock.setFixedTime(new Date(FIXED_NOW))
  // support/accounts' logIn, with room for a slow start (two servers start at once in CI).
  await page.goto('/login', { timeout: 60_000 })
  await page.getByLabel('Correo electrónico').fill(PLAYERS[who].email)
  await page.getByLabel('Contraseña', { exact: true }).fill(PLAYERS[who].password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await expect(page.getByRole('button', { name: 'Mi Cuenta' })).toBeVisible({ timeout: 60_000 })
  const state = await context.storageState()
  await context.close()
  return state
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  visualServer: [
    async ({}, use, workerInfo) => {
      const server = await startVisualServer(VISUAL_PORT + workerInfo.parallelIndex)
      try {
        await use({
          url: server.url,
          draftCookie: { name: '__prerender_bypass', value: draftModeKey(), url: server.url },
        })
      } finally {
        await server.stop()
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  loggedIn: [
    async ({ browser, visualServer }, use) => {
      // Always both, always in this order: the server's sessions are the same in every worker.
      const verificado = await logInOnce(browser, visualServer, 'verificado')
      const jugador = await logInOnce(browser, visualServer, 'jugador')
      await use({ verificado, jugador })
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  player: [null, { option: true }],
  baseURL: async ({ visualServer }, use) => use(visualServer.url),
  storageState: async ({ player, loggedIn }, use) =>
    use(player ? loggedIn[player] : { cookies: [], origins: [] }),
  page: async ({ page, visualServer }, use) => {
    await page.context().addCookies([visualServer.draftCookie])
    await page.clock.setFixedTime(new Date(FIXED_NOW))
    await use(page)
  },
})

export { expect }
