import { DEMO_PLAYER, logIn } from '../support/accounts'
import { budget } from '../support/time'
import { expect, test } from '../support/fixtures'
import { expectContentFitsWindow, WIDTHS } from './width'

// No account, buying or prize screen is wider than its window, from a 320 px phone to a laptop.
// Once: ELEGIR CARTÓN and Canjear premios were 400 px wide at 375 px (a grid column sized to its
// widest content), and the verification form 1,471 px wide on a desktop (a select's longest
// country name).

const ACCOUNT = [
  '/mi-cuenta/datos-personales',
  '/mi-cuenta/editar-perfil',
  '/mi-cuenta/solicitar-verificacion',
  '/mi-cuenta/formulario-verificar',
  '/mi-cuenta/mis-sesiones',
  '/mi-cuenta/mis-movimientos',
  '/mi-cuenta/autoexclusion',
  '/mi-cuenta/limites',
]
const BUYING_AND_PRIZES = [
  '/comprar-carton',
  '/comprar-carton/elegir',
  '/comprar-carton/checkout',
  '/mi-cuenta/mis-cartones',
  '/mi-cuenta/mis-premios',
  '/mi-cuenta/solicitud-de-cobro',
]

async function currentDrawId(page: import('@playwright/test').Page) {
  const response = await page.request.get('/servicios/rest/sorteos/actual', {
    headers: { scope: 'publico' },
  })
  const body = (await response.json()) as { datos: { id: number } }
  return body.datos.id
}

async function sweep(page: import('@playwright/test').Page, paths: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of paths) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectContentFitsWindow(page, `${path} at ${width} px`)
    }
  }
}

test('account screens fit the window at 320, 360, 375, 768 and 1366 px', async ({ page }) => {
  test.setTimeout(budget(180_000))
  await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
  await sweep(page, ACCOUNT)
})

test('buying and prize screens fit the window at 320, 360, 375, 768 and 1366 px', async ({
  page,
}) => {
  test.setTimeout(budget(180_000))
  await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
  await sweep(page, [...BUYING_AND_PRIZES, `/canjear-premios/${await currentDrawId(page)}`])
})

test('public screens with tables and lists fit the window at every width', async ({ page }) => {
  test.setTimeout(budget(120_000))
  await sweep(page, ['/resultados', '/reglamento', '/distribuidores'])
})
