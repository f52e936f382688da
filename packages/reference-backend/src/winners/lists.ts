import { asc, desc, eq, gte, ne, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { withTotal } from '../db/page'
import { winners } from '../db/schema'
import { cityKey } from './city-key'

// The winners' lists: a page of all of them (optionally of one city), the latest testimonials,
// the millionaires, and the cities that have winners.

const MILLION = 1_000_000_000

const fields = {
  id: winners.id,
  nombre: winners.nombre,
  premio: winners.premio,
  fecha: winners.fecha,
  ciudad: winners.ciudad,
  foto: winners.foto,
  biografia: winners.biografia,
}

const newestFirst = [desc(winners.fecha), desc(winners.id)]

export interface WinnerPageQuery {
  /** A city name, matched by its key (city-key.ts); undefined or '' for every city. */
  filtro: string | undefined
  ascending: boolean
  /** Undefined reads to the end. */
  limit: number | undefined
  offset: number
}

export async function winnerPage(db: Executor, query: WinnerPageQuery) {
  const where: SQL | undefined = query.filtro
    ? eq(winners.ciudadClave, cityKey(query.filtro))
    : undefined
  const order = query.ascending ? [asc(winners.fecha), asc(winners.id)] : newestFirst
  const select = db
    .select(fields)
    .from(winners)
    .where(where)
    .orderBy(...order)
  return withTotal(
    db,
    query.limit === undefined ? select : select.limit(query.limit).offset(query.offset),
    winners,
    where,
  )
}

/** The newest winners who told their story. */
export function latestTestimonials(db: Executor, limit: number) {
  return db
    .select(fields)
    .from(winners)
    .where(ne(winners.biografia, ''))
    .orderBy(...newestFirst)
    .limit(limit)
}

export function millionaires(db: Executor) {
  return db
    .select(fields)
    .from(winners)
    .where(gte(winners.monto, MILLION))
    .orderBy(...newestFirst)
}

/** Each city once, in Spanish alphabetical order. */
export async function winnerCities(db: Executor) {
  const rows = await db.selectDistinct({ nombre: winners.ciudad }).from(winners)
  return rows.sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'))
}
