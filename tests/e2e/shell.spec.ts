import { PUBLIC_PATHS } from '../../lib/public-paths'
import { backendGet } from './support/backend'
import { expect, test } from './support/fixtures'

const MENU = [
  'Inicio',
  'Resultados',
  'Reglamento',
  'Ganadores',
  'La Empresa',
  'Certificaciones',
  'Distribuidores',
]

test('the header shows the main menu, Comprar Cartón and, logged out, login and register', async ({
  page,
}) => {
  await page.goto('/la-empresa')
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Menú principal' })
  for (const name of MENU) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'La Empresa' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('banner').getByRole('link', { name: 'Comprar Cartón' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login')
  await expect(page.getByRole('link', { name: 'Registrate' })).toHaveAttribute('href', '/registrar')
  await expect(page.getByTestId('server-clock')).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the sidebar opens and closes', async ({ page }) => {
    await page.goto('/home')
    const sidebar = page.locator('#mobile-sidebar')
    const open = page.getByRole('button', { name: 'Abrir menú' })
    await expect(sidebar).toBeHidden()
    await open.click()
    await expect(sidebar).toBeVisible()
    for (const name of MENU)
      await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible()
    await sidebar.getByRole('button', { name: 'Cerrar menú' }).click()
    await expect(sidebar).toBeHidden()

    // Escape closes it too, and focus returns to the toggle.
    await open.click()
    await expect(sidebar).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(sidebar).toBeHidden()
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused()

    // Following a link closes it.
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await sidebar.getByRole('link', { name: 'Reglamento' }).click()
    await expect(page).toHaveURL(/\/reglamento$/)
    await expect(sidebar).toBeHidden()
  })
})

// The narrowest phones still sold. A page wider than the screen makes the phone zoom the whole page
// out (it happened: the footer's e-mail address, the prize tables, the draw dropdown). The system
// font is wider than Nunito and shows until Nunito arrives, so both must fit.
const PAGES = [...PUBLIC_PATHS, '/login']

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  for (const font of ['Nunito', 'the system font']) {
    test(`no page scrolls sideways, with ${font}`, async ({ page }) => {
      if (font !== 'Nunito') await page.route(/\.woff2$/, (route) => route.abort())
      for (const path of PAGES) {
        await page.goto(path)
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(width, path).toBeLessThanOrEqual(320)
      }
    })
  }
})

test('the footer shows the backend links in two columns split by halves', async ({
  page,
  request,
}) => {
  const { datos: links } = await backendGet<{ titulo: string }[]>(
    request,
    'info-empresa/pie-pagina',
  )
  const { datos: config } = await backendGet<{
    direccion: string
    telefono: string
    email: string
  }>(request, 'siteconfig')
  await page.goto('/home')
  const footer = page.getByRole('contentinfo')
  const columns = footer.getByTestId('footer-columns').getByRole('list')
  await expect(columns).toHaveCount(2)
  const half = Math.ceil(links.length / 2)
  await expect(columns.nth(0).getByRole('listitem')).toHaveText(
    links.slice(0, half).map((l) => l.titulo),
  )
  await expect(columns.nth(1).getByRole('listitem')).toHaveText(
    links.slice(half).map((l) => l.titulo),
  )

  await expect(footer.getByRole('link', { name: config.telefono }).first()).toBeVisible()
  await expect(footer.getByRole('link', { name: config.email })).toBeVisible()
  for (const entry of config.direccion.split('|')) {
    const [nombre] = entry.split(':')
    await expect(footer.getByText(nombre!, { exact: true })).toBeVisible()
  }
  await expect(footer.getByText(/Jugá con responsabilidad/)).toBeVisible()
  await expect(footer.getByRole('link', { name: /Facebook de/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  )
})

test('navigation starts at the top of the next page', async ({ page }) => {
  await page.goto('/reglamento')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Preguntas frecuentes' }).click()
  await expect(page).toHaveURL(/\/preguntas-frecuentes$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
