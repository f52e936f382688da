import { winnerCityListSchema, winnerListSchema, winnerPageSchema } from '@loteria/contract'
import type { Context } from '../context'
import { datos, newestFirst, rule } from '../rules'

// Winners (docs/reference-backend.md): the paged list the "Ver más" button walks, newest first,
// with its city filter; the home's latest, the millionaires newest first, the sorted cities.

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

export async function checkWinners(context: Context) {
  const { suite, open } = context
  let city: string | undefined
  await suite.check('GET rest/ciudades/ganadores', async () => {
    const cities = datos(
      await open.call('GET', 'rest/ciudades/ganadores'),
      winnerCityListSchema,
      'winnerCityListSchema',
    )
    const names = cities.map((one) => one.nombre)
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'es'))
    rule(names.join('|') === sorted.join('|'), 'las ciudades no están ordenadas')
    city = names[0]
    return 'winnerCityListSchema, ordenadas'
  })
  await suite.check('GET rest/ganadores', async () => {
    const page = async (pagina: number, cantidad: number, filtro?: string) =>
      datos(
        await open.call('GET', 'rest/ganadores', {
          query: {
            pagina,
            cantidad,
            orden: 'desc',
            indice: 'fecha',
            ...(filtro ? { filtro } : {}),
          },
        }),
        winnerPageSchema,
        'winnerPageSchema',
      )
    const all = await page(1, -1)
    rule(
      all.datos.length === all.total,
      `cantidad=-1 respondió ${all.datos.length} de total ${all.total}`,
    )
    newestFirst(all.datos, 'fecha', 'datos.datos')
    const first = await page(1, 2)
    const second = await page(2, 2)
    rule(
      first.datos.length === Math.min(2, all.total),
      `cantidad=2 respondió ${first.datos.length}`,
    )
    const walked = [...first.datos, ...second.datos].map((winner) => winner.id)
    const expected = all.datos.slice(0, 4).map((winner) => winner.id)
    rule(walked.join(',') === expected.join(','), 'pagina=1 y pagina=2 no siguen la lista entera')
    if (city) {
      const filtered = await page(1, -1, city)
      rule(filtered.datos.length > 0, `filtro=${city} no respondió ganadores`)
      rule(
        filtered.datos.every((winner) => fold(winner.ciudad) === fold(city!)),
        `filtro=${city} respondió ganadores de otra ciudad`,
      )
    }
    return 'winnerPageSchema, el más nuevo primero, paginado, filtro por ciudad'
  })
  await suite.check('GET rest/ganadores/listar-pagina-inicio', async () => {
    datos(
      await open.call('GET', 'rest/ganadores/listar-pagina-inicio'),
      winnerListSchema,
      'winnerListSchema',
    )
    return 'winnerListSchema'
  })
  await suite.check('GET rest/millonarios', async () => {
    const list = datos(
      await open.call('GET', 'rest/millonarios'),
      winnerListSchema,
      'winnerListSchema',
    )
    newestFirst(list, 'fecha', 'datos')
    return 'winnerListSchema, el más nuevo primero'
  })
}
