import { PUBLIC_PATHS } from '../../../lib/public-paths'
import { captureScreen } from './support/capture'
import { test } from './support/fixtures'

// Every public page, logged out and logged in. Logged in, only the window is compared (the header
// and the calls to action change; the rest of the page is the logged-out reference's).
// On the frozen clock the last draw run is N° 1287 (see support/server.ts).

const LATEST_DRAW = '/resultados/1287'
const PAGES = [...PUBLIC_PATHS, LATEST_DRAW]
const nameOf = (path: string) => path.slice(1).replaceAll('/', '-')

test.describe('logged out', () => {
  for (const path of [...PAGES, '/login', '/recuperar', '/verificar', '/pagina-que-no-existe']) {
    test(`${path} looks as its reference`, async ({ page }) => {
      await captureScreen(page, { name: `${nameOf(path)}-logged-out`, path })
    })
  }
})

test.describe('logged in', () => {
  test.use({ player: 'verificado' })

  for (const path of PAGES.filter((p) => p !== '/registrar')) {
    test(`${path} looks as its reference`, async ({ page }) => {
      await captureScreen(page, { name: `${nameOf(path)}-logged-in`, path, fullPage: false })
    })
  }
})
