import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../db/executor'
import { cards, draws } from '../db/schema'
import { azarPrizesFor } from './azar-prizes'
import { drawDate, identificador } from './calendar'
import { formatCardNumber } from './numbers'
import { generatePool, parsePlays, poolCardNumbers, serializePlays, type PoolCard } from './cards'
import { drawStream } from './demo-seeds'
import { cardImage } from './images'
import { BASE_POTS, type Pots, type Prize } from './plays'

// Draws and card pools in the database.

/** Every draw's pool: the reglamento's draws sell thousands of cards a week. */
export const POOL_SIZE = 3000

export type DrawRow = typeof draws.$inferSelect

/** The contract's Draw (docs/product.md §3). */
export interface DrawView {
  id: number
  identificador: string
  fecha: string
  imagenCarton: string
}

export const drawView = (row: DrawRow): DrawView => ({
  id: row.id,
  identificador: identificador(row.id),
  fecha: row.fecha.toISOString(),
  imagenCarton: row.imagenCarton,
})

/** The open draw as sorteos/actual sends it: with the Tradicional pot it will pay. */
export const openDrawView = (
  row: DrawRow,
): DrawView & {
  pozo: { jugada: string; monto: number; acumulado: boolean }
} => ({
  ...drawView(row),
  pozo: {
    jugada: 'Tradicional',
    monto: row.pozoTradicional,
    // The pot grows only while nobody wins it (pots.ts): above the base, it carries last week's.
    acumulado: row.pozoTradicional > BASE_POTS.tradicional,
  },
})

export const potsOf = (row: DrawRow): Pots => ({
  tradicional: row.pozoTradicional,
  revancha: row.pozoRevancha,
  siempreSale: row.pozoSiempreSale,
})

const prizesSchema = z.array(z.union([z.number(), z.string()]))

export const azarPrizesOf = (row: DrawRow): Prize[] =>
  prizesSchema.parse(JSON.parse(row.premiosAzar))

export type NewDrawRow = typeof draws.$inferInsert

/** Azar's prizes on offer in draw `numero`. */
export const drawAzarPrizes = (numero: number) => azarPrizesFor(drawStream(numero, 'prizes'))

/** A draw's row before it is run: its date, picture, pots and Azar prizes. */
export function newDraw(numero: number, pots: Pots): NewDrawRow {
  return {
    id: numero,
    fecha: drawDate(numero),
    estado: 'ABIERTO',
    imagenCarton: cardImage(numero),
    pozoTradicional: pots.tradicional,
    pozoRevancha: pots.revancha,
    pozoSiempreSale: pots.siempreSale,
    premiosAzar: JSON.stringify(drawAzarPrizes(numero)),
  }
}

export const poolFor = (numero: number, size = POOL_SIZE) =>
  generatePool(drawStream(numero, 'pool'), size)

const poolNumbersKept = new Map<number, Set<string>>()

/** The card numbers draw `numero` holds or will hold when it opens (its pool is seeded by its number). */
export function poolNumbersOf(numero: number): Set<string> {
  let numbers = poolNumbersKept.get(numero)
  if (!numbers) {
    numbers = new Set(poolCardNumbers(drawStream(numero, 'pool'), POOL_SIZE).map(formatCardNumber))
    // A pack looks at most a few dozen draws ahead: the oldest are forgotten past that.
    if (poolNumbersKept.size >= 64) poolNumbersKept.delete(poolNumbersKept.keys().next().value!)
    poolNumbersKept.set(numero, numbers)
  }
  return numbers
}

/**
 * The whole pool in one statement with one JSON parameter: PGlite binds thousands of separate
 * parameters slowly (multi-row inserts took 2.5 times as long), and the first start writes
 * thirteen pools. Both parameters are cast: node-postgres (DATABASE_URL) sends them untyped.
 */
export async function insertPool(db: Executor, drawId: number, pool: readonly PoolCard[]) {
  const rows = pool.map((card) => ({ numero: card.numero, jugadas: serializePlays(card.plays) }))
  await db.execute(sql`
    insert into cards (sorteo_id, numero, jugadas)
    select ${drawId}::integer, numero, jugadas from json_to_recordset(${JSON.stringify(rows)}::json)
      as pool(numero text, jugadas text)`)
}

/** Opens draw `numero` with its card pool. */
export async function openDraw(db: Executor, numero: number, pots: Pots): Promise<DrawRow> {
  const [row] = await db.insert(draws).values(newDraw(numero, pots)).returning()
  if (!row) throw new Error(`draw ${numero} not created`)
  await insertPool(db, numero, poolFor(numero))
  return row
}

export async function findDraw(db: Executor, id: number): Promise<DrawRow | undefined> {
  const [row] = await db.select().from(draws).where(eq(draws.id, id))
  return row
}

/** The draws already run, newest first. */
export function closedDraws(db: Executor): Promise<DrawRow[]> {
  return db.select().from(draws).where(eq(draws.estado, 'CERRADO')).orderBy(desc(draws.fecha))
}

/** Every draw, oldest first. */
export function allDraws(db: Executor): Promise<DrawRow[]> {
  return db.select().from(draws).orderBy(asc(draws.fecha))
}

/** The plays of card `numero` of a draw (the stored JSON string), or undefined if no such card. */
export async function findCardPlays(
  db: Executor,
  drawId: number,
  numero: string,
): Promise<string | undefined> {
  const [card] = await db
    .select({ jugadas: cards.jugadas })
    .from(cards)
    .where(and(eq(cards.sorteoId, drawId), eq(cards.numero, numero)))
  return card?.jugadas
}

export async function loadPool(db: Executor, drawId: number): Promise<PoolCard[]> {
  const rows = await db
    .select({ numero: cards.numero, jugadas: cards.jugadas })
    .from(cards)
    .where(eq(cards.sorteoId, drawId))
    .orderBy(asc(cards.numero))
  return rows.map((row) => ({ numero: row.numero, plays: parsePlays(row.jugadas) }))
}

/** A path parameter as a draw id, or undefined. */
export function drawIdParam(raw: string | undefined): number | undefined {
  const id = Number(raw)
  return raw && /^\d{1,9}$/.test(raw) && Number.isSafeInteger(id) ? id : undefined
}
