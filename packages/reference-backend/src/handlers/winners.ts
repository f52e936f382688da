import { asc, count, desc, eq, gte, ne, type SQL } from 'drizzle-orm'
import { winners } from '../db/schema'
import { intParam, ok } from '../http'
import type { Routes } from '../router'
import { cityKey } from '../winners/city-key'

// Winners' pages (SPEC section 7): the paged list with its city filter, the home page's latest
// testimonials, the millionaires and the cities that have winners. Lists answer
// `datos: { datos, total }` where SPEC says winner responses wrap data with a total.

const HOME_WINNERS = 8
const MILLION = 1_000_000_000
const DEFAULT_PAGE_SIZE = 20

const fields = {
  id: winners.id,
  nombre: winners.nombre,
  premio: winners.premio,
  fecha: winners.fecha,
  ciudad: winners.ciudad,
  foto: winners.foto,
  biografia: winners.biografia,
}

const view = <T extends { fecha: Date }>(row: T) => ({ ...row, fecha: row.fecha.toISOString() })

const newestFirst = [desc(winners.fecha), desc(winners.id)]

export const winnerRoutes: Routes = {
  /** `pagina` 1-based, `cantidad` -1 for all, `orden` asc|desc by date, `filtro` a city name. */
  'GET rest/ganadores': async ({ db, url }) => {
    const cantidad = intParam(url, 'cantidad', DEFAULT_PAGE_SIZE)
    const pagina = Math.max(1, intParam(url, 'pagina', 1, 100_000))
    const filtro = url.searchParams.get('filtro')?.trim()
    const where: SQL | undefined = filtro ? eq(winners.ciudadClave, cityKey(filtro)) : undefined
    const order =
      url.searchParams.get('orden')?.toLowerCase() === 'asc'
        ? [asc(winners.fecha), asc(winners.id)]
        : newestFirst
    const query = db
      .select(fields)
      .from(winners)
      .where(where)
      .orderBy(...order)
    const size = Math.max(1, cantidad)
    const [rows, [total]] = await Promise.all([
      cantidad < 0 ? query : query.limit(size).offset((pagina - 1) * size),
      db.select({ total: count() }).from(winners).where(where),
    ])
    return ok({ datos: rows.map(view), total: total?.total ?? 0 })
  },

  'GET rest/ganadores/listar-pagina-inicio': async ({ db }) => {
    const rows = await db
      .select(fields)
      .from(winners)
      .where(ne(winners.biografia, ''))
      .orderBy(...newestFirst)
      .limit(HOME_WINNERS)
    return ok(rows.map(view))
  },

  'GET rest/millonarios': async ({ db }) => {
    const rows = await db
      .select(fields)
      .from(winners)
      .where(gte(winners.monto, MILLION))
      .orderBy(...newestFirst)
    return ok(rows.map(view))
  },

  'GET rest/ciudades/ganadores': async ({ db }) => {
    const rows = await db.selectDistinct({ nombre: winners.ciudad }).from(winners)
    return ok(rows.sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')))
  },
}
