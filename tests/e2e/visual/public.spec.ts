import { PUBLIC_PATHS } from '../../../lib/public-paths'
import { captureScreen } from './support/capture'
import { test } from './support/fixtures'

// Every public page, logged out and logged in. Logged in, only the window is compared (the header
// and the calls to action change; the rest of the page is the logged-out reference's), and axe
// runs only where the page itself changes (the personal home, Mi jugada on the live page): the
// logged-in header is analysed on every account screen (account.spec.ts), the rest logged out.
const OWN_LOGGED_IN_MARKUP = new Set(['/home', '/sorteo-en-vivo'])
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
      await captureScreen(page, {
        name: `${nameOf(path)}-logged-in`,
        path,
        fullPage: false,
        axe: OWN_LOGGED_IN_MARKUP.has(path),
      })
    })
  }
})

// A first visit, the window only: the cookie banner's three answers, on a 360 px phone too
// (Aceptar was cut there). Its accessibility is tests/e2e/a11y.spec.ts's.
test.describe('cookie banner', () => {
  test.use({ consentDecided: false })

  test('/home with the cookie banner looks as its reference', async ({ page }) => {
    await captureScreen(page, {
      name: 'home-cookie-banner',
      path: '/home',
      fullPage: false,
      axe: false,
      overlay: '[data-cookie-banner]',
    })
  })
})
