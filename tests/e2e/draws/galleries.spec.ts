import { backendGet } from '../support/backend'
import { expect, test } from '../support/fixtures'
import { expectNoAxeViolations } from '../support/axe'

test('Promociones shows 10, Ver más loads the rest, and the dialog has the document and more-info links', async ({
  page,
  request,
}) => {
  const all = await backendGet<{ nombre: string; documento: string; url: string }[]>(
    request,
    'promociones?cantidad=100&orden=asc&pagina=1',
  )
  await page.goto('/promociones')
  const cards = page.locator('main ul').first().getByRole('listitem')
  await expect(cards).toHaveCount(10)
  await page.getByRole('button', { name: 'Ver más' }).click()
  await expect(cards).toHaveCount(all.datos.length)
  await expect(page.getByRole('button', { name: 'Ver más' })).toHaveCount(0)

  const withDocument = all.datos.find((p) => p.documento && p.url)!
  await page.getByRole('button', { name: new RegExp(withDocument.nombre) }).click()
  const dialog = page.getByRole('dialog', { name: withDocument.nombre })
  await expect(dialog.getByRole('link', { name: 'Descargar documento' })).toHaveAttribute(
    'href',
    withDocument.documento,
  )
  await expect(dialog.getByRole('link', { name: 'Más información' })).toHaveAttribute(
    'href',
    withDocument.url,
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('Compromiso social pages by 12 and opens each commitment', async ({ page }) => {
  await page.goto('/compromiso-social')
  const cards = page.locator('main ul').first().getByRole('listitem')
  await expect(cards).toHaveCount(12)
  await page.getByRole('button', { name: 'Ver más' }).click()
  await expect(cards).toHaveCount(14)
  await cards.first().getByRole('button').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('Distribuidores lists every distributor by department, searchable, with map links', async ({
  page,
  request,
}) => {
  const { datos } = await backendGet<{ nombre: string; ciudad: string; localizacion: string }[]>(
    request,
    'distribuidores/listar-distribuidores',
  )
  await page.goto('/distribuidores')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Distribuidores')
  // Groups start closed: the links are there, out of sight until a group opens.
  await expect(
    page.getByRole('link', { name: /^Abrir en el mapa/, includeHidden: true }),
  ).toHaveCount(datos.length)
  const first = datos[0]!
  const [lat, lng] = first.localizacion.slice(1).split(',').map(Number)
  await expect(
    page.getByRole('link', { name: `Abrir en el mapa: ${first.nombre}`, includeHidden: true }),
  ).toHaveAttribute('href', new RegExp(`${lat},${lng}$`))
  await page.getByLabel('Buscá por ciudad o nombre').fill('encarnacion')
  const groups = page.locator('main details')
  await expect(groups.first()).toHaveAttribute('data-departamento', 'Itapúa')
  await expect(groups.first()).toHaveAttribute('open', '')
})

test('axe finds no violation on promotions, commitments, distributors and contact', async ({
  page,
}) => {
  for (const path of ['/promociones', '/compromiso-social', '/distribuidores', '/contacto']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page, path)
  }
})
