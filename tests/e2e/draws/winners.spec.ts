import { backendGet } from '../support/backend'
import { expect, test } from '../support/fixtures'

interface WinnerRow {
  nombre: string
  ciudad: string
  biografia: string
}

test('Ver más adds exactly 20 winners and disappears at the total', async ({ page, request }) => {
  const { datos } = await backendGet<{ datos: WinnerRow[]; total: number }>(
    request,
    'ganadores?pagina=1&cantidad=-1&orden=desc&indice=fecha',
  )
  const total = datos.total
  await page.goto('/ganadores')
  const list = page
    .locator('section', { has: page.getByRole('heading', { name: 'Últimos ganadores' }) })
    .getByRole('listitem')
  await expect(list).toHaveCount(20)
  await expect(page.getByText(`Mostrando 20 de ${total} ganadores`)).toBeVisible()
  let shown = 20
  while (shown < total) {
    await page.getByRole('button', { name: 'Ver más' }).click()
    shown = Math.min(shown + 20, total)
    await expect(list).toHaveCount(shown)
  }
  await expect(page.getByRole('button', { name: 'Ver más' })).toHaveCount(0)
})

test('the city filter narrows the list, and a winner card opens the detail dialog', async ({
  page,
  request,
}) => {
  const { datos: cities } = await backendGet<{ nombre: string }[]>(request, 'ciudades/ganadores')
  const city = cities[0]!.nombre
  const { datos } = await backendGet<{ datos: WinnerRow[]; total: number }>(
    request,
    `ganadores?pagina=1&cantidad=-1&orden=desc&indice=fecha&filtro=${encodeURIComponent(city)}`,
  )
  await page.goto('/ganadores')
  await page.getByLabel('Filtrar por ciudad').selectOption(city)
  await expect(
    page.getByText(`Mostrando ${Math.min(20, datos.total)} de ${datos.total} ganadores`),
  ).toBeVisible()
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'Últimos ganadores' }),
  })
  const cards = section.getByRole('listitem')
  await expect(cards).toHaveCount(Math.min(20, datos.total))
  for (const text of await cards.allInnerTexts()) expect(text).toContain(city)

  const first = datos.datos[0]!
  await section.getByRole('button', { name: `Ver la historia de ${first.nombre}` }).click()
  const dialog = page.getByRole('dialog', { name: first.nombre })
  await expect(dialog).toContainText(first.biografia.slice(0, 40))
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('the millionaires slider moves with the buttons and pauses; Millonarios lists them all', async ({
  page,
  request,
}) => {
  const { datos } = await backendGet<WinnerRow[]>(request, 'millonarios')
  await page.goto('/ganadores')
  const slider = page.getByRole('region', { name: 'Últimos millonarios' })
  await expect(slider.getByRole('group')).toHaveCount(Math.min(10, datos.length))
  await slider.getByRole('button', { name: 'Pausar el carrusel' }).click()
  await expect(slider.getByRole('button', { name: 'Reanudar el carrusel' })).toBeVisible()
  await slider.getByRole('button', { name: 'Siguiente' }).focus()
  await page.keyboard.press('Enter')

  await page.goto('/millonarios')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Millonarios')
  await expect(page.locator('main ul').first().getByRole('listitem')).toHaveCount(datos.length)
})
