import { groupByDepartment } from '../../../lib/distributor-search'
import { backendGet } from '../support/backend'
import { expect, test } from '../support/fixtures'
import { expectContentFitsWindow } from './width'

// Without a Google Maps key (the default) Distribuidores was a 13,400 px list on a phone. Now:
// a search by city or name (accents and case ignored), a department select, groups by
// department that open on demand, a count and an empty state.

interface Row {
  nombre: string
  ciudad: string
  departamento: string
  descripcion: string
}

test.use({ viewport: { width: 375, height: 800 } })

test('Distribuidores without a map: short, grouped by department, searchable, with an empty state', async ({
  page,
  request,
}) => {
  const { datos } = await backendGet<Row[]>(request, 'distribuidores/listar-distribuidores')
  const all = groupByDepartment(datos, {}, 'Otros')
  await page.goto('/distribuidores')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Distribuidores')
  // No map without a key; the list is the way in.
  await expect(page.getByRole('region', { name: 'Mapa de distribuidores' })).toHaveCount(0)

  const status = page.getByRole('status').filter({ hasText: 'puntos de venta' })
  await expect(status).toHaveText(`${datos.length} puntos de venta en ${all.length} departamentos`)
  const groups = page.locator('main details')
  await expect(groups).toHaveCount(all.length)
  await expect(groups.first().locator('summary')).toContainText(all[0]!.departamento)
  // Closed groups: the whole page is a few screens, not 13,400 px.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(4000)
  await expectContentFitsWindow(page, 'distribuidores at 375 px')

  // A group opens with a tap (or Enter) and shows its points with city and map link.
  const central = groups.filter({ has: page.locator('summary', { hasText: 'Central' }) })
  const centralPoints = all.find((g) => g.departamento === 'Central')!.points
  await central.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(central).toHaveAttribute('open', '')
  await expect(central.getByRole('listitem')).toHaveCount(centralPoints.length)
  await expect(
    central.getByRole('link', { name: `Abrir en el mapa: ${centralPoints[0]!.nombre}` }),
  ).toBeVisible()

  // Search ignores accents and case, and opens the groups it finds.
  const search = page.getByLabel('Buscá por ciudad o nombre')
  await search.fill('ENCARNACION')
  const found = groupByDepartment(datos, { query: 'ENCARNACION' }, 'Otros')
  await expect(groups).toHaveCount(found.length)
  await expect(groups.filter({ hasText: 'Encarnación' }).first()).toHaveAttribute('open', '')
  await expect(page.getByText('Encarnación', { exact: true }).first()).toBeVisible()

  await search.fill('ñemby')
  await expect(page.getByText('Ñemby', { exact: true }).first()).toBeVisible()

  // The department select narrows to one group.
  await search.fill('')
  await page.getByLabel('Departamento', { exact: true }).selectOption('Central')
  await expect(groups).toHaveCount(1)
  await expect(status).toHaveText(`${centralPoints.length} puntos de venta en 1 departamento`)

  // Nothing found: said plainly, with a way back to everything.
  await search.fill('zzzz villa inexistente')
  await expect(
    page.getByText(
      'No encontramos distribuidores con esa búsqueda. Probá con otra ciudad, otro nombre o todos los departamentos.',
    ),
  ).toBeVisible()
  await expect(groups).toHaveCount(0)
  await page.getByRole('button', { name: 'Ver todos los distribuidores' }).click()
  await expect(groups).toHaveCount(all.length)
  await expect(page.getByLabel('Departamento', { exact: true })).toHaveValue('')
})
