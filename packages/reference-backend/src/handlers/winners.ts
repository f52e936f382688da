import { winnerCityListSchema, winnerListSchema, winnerPageSchema } from '@loteria/contract'
import { listPage, ok } from '../http'
import type { Routes } from '../router'
import { latestTestimonials, millionaires, winnerCities, winnerPage } from '../winners/lists'

// Winners' pages (docs/product.md §7): the paged list with its city filter, the home page's latest
// testimonials, the millionaires and the cities that have winners. Lists answer
// `datos: { datos, total }` where docs/product.md §3 says winner responses wrap data with a total.

const HOME_WINNERS = 8
const DEFAULT_PAGE_SIZE = 20

const view = <T extends { fecha: Date }>(row: T) => ({ ...row, fecha: row.fecha.toISOString() })

export const winnerRoutes: Routes = {
  /** `pagina` 1-based, `cantidad` -1 for all, `orden` asc|desc by date, `filtro` a city name. */
  'GET rest/ganadores': async ({ db, url }) => {
    const { rows, total } = await winnerPage(db, {
      filtro: url.searchParams.get('filtro')?.trim(),
      ascending: url.searchParams.get('orden')?.toLowerCase() === 'asc',
      ...listPage(url, DEFAULT_PAGE_SIZE, 100_000),
    })
    return ok(winnerPageSchema, { datos: rows.map(view), total })
  },

  'GET rest/ganadores/listar-pagina-inicio': async ({ db }) =>
    ok(winnerListSchema, (await latestTestimonials(db, HOME_WINNERS)).map(view)),

  'GET rest/millonarios': async ({ db }) =>
    ok(winnerListSchema, (await millionaires(db)).map(view)),

  'GET rest/ciudades/ganadores': async ({ db }) => ok(winnerCityListSchema, await winnerCities(db)),
}
