import { captureScreen } from './support/capture'
import { test } from './support/fixtures'

// The account's screens: the verified demo player (cards, packs, prizes, a collection request)
// and, for the identity verification form, the player who is not verified yet.

const VERIFIED_SCREENS = [
  '/mi-cuenta/datos-personales',
  '/mi-cuenta/editar-perfil',
  '/mi-cuenta/mis-cartones',
  '/mi-cuenta/mis-movimientos',
  '/mi-cuenta/mis-sesiones',
  '/mi-cuenta/mis-premios',
  '/mi-cuenta/solicitud-de-cobro',
  '/mi-cuenta/autoexclusion',
  '/mi-cuenta/limites',
]
const UNVERIFIED_SCREENS = ['/mi-cuenta/datos-personales', '/mi-cuenta/formulario-verificar']
const nameOf = (path: string) => path.slice(1).replaceAll('/', '-')

test.describe('verified player', () => {
  test.use({ player: 'verificado' })

  for (const path of VERIFIED_SCREENS) {
    test(`${path} looks as its reference`, async ({ page }) => {
      await captureScreen(page, { name: `${nameOf(path)}-verificado`, path })
    })
  }
})

test.describe('player not verified', () => {
  test.use({ player: 'jugador' })

  for (const path of UNVERIFIED_SCREENS) {
    test(`${path} looks as its reference`, async ({ page }) => {
      await captureScreen(page, { name: `${nameOf(path)}-jugador`, path })
    })
  }
})
