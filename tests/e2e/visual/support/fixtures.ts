import { expect, test as base } from '../../support/fixtures'
import { draftModeCookie, FIXED_NOW, storageStatePath } from './server'

// Each page of the visual suite gets the draft-mode cookie (rendered fresh on the frozen server
// clock) and the same frozen instant as the browser's clock (countdowns and the header clock
// stand still). Logged in, it starts from the state ../log-in.setup.ts saved for that player.

export type Player = 'verificado' | 'jugador'

export const test = base.extend<{ player: Player | null }>({
  /** Who is logged in: nobody (default) or one of the demo players. */
  player: [null, { option: true }],
  storageState: async ({ player }, use) =>
    use(player ? storageStatePath(player) : { cookies: [], origins: [] }),
  page: async ({ page }, use) => {
    await page.context().addCookies([draftModeCookie()])
    await page.clock.setFixedTime(new Date(FIXED_NOW))
    await use(page)
  },
})

export { expect }
