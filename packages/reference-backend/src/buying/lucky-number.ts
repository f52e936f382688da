import { and, desc, eq } from 'drizzle-orm'
import type { LuckyOutcome } from '@loteria/contract'
import type { Executor } from '../db/executor'
import { cards, draws } from '../db/schema'
import { identificador } from '../draws/calendar'
import { POOL_SIZE, poolNumbersOf } from '../draws/store'
import { formatNumber } from '@loteria/contract/format'
import { findOpenDraw } from './open-draw'

// A lucky number can come out only in a draw that holds a card with it: each draw holds POOL_SIZE
// of the 60,000 numbers. When the player saves it, it is checked against every draw the pack
// still chooses for (a draw not yet open holds the pool its number seeds, store.ts), so the
// player learns at once which of them it can come out in; at each close they are told what
// became of it.

/** Whether draw `sorteoId` has a card numbered `numero` (sold, held or free). */
async function drawHolds(db: Executor, sorteoId: number, numero: string): Promise<boolean> {
  const [card] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.sorteoId, sorteoId), eq(cards.numero, numero)))
    .limit(1)
  return card !== undefined
}

/** What the pack's draws ahead need to know of the pack. */
export interface PackAhead {
  id: number
  cantidad: number
}

/**
 * The draws a pack still chooses cards for, in order: `cantidad` of them from the open draw, or
 * from the next one when its card there is chosen or its sales have closed (after-draw.ts keeps
 * a draw the pack did not play).
 */
export async function packDrawsAhead(db: Executor, pack: PackAhead): Promise<number[]> {
  if (pack.cantidad <= 0) return []
  const open = await findOpenDraw(db)
  let first: number
  let count = pack.cantidad
  if (open) {
    const [card] = await db
      .select({ id: cards.id })
      .from(cards)
      .where(and(eq(cards.sorteoId, open.id), eq(cards.suscripcionId, pack.id)))
      .limit(1)
    first = card || open.ventasCerradasEn ? open.id + 1 : open.id
    // A card in the open draw plays it: that draw is one of the `cantidad` left.
    if (card) count -= 1
  } else {
    const [last] = await db.select({ id: draws.id }).from(draws).orderBy(desc(draws.id)).limit(1)
    first = (last?.id ?? 0) + 1
  }
  return Array.from({ length: Math.max(0, count) }, (_, i) => first + i)
}

/** Which of `sorteos` hold a card numbered `numero`: an opened draw by its cards, a later one by its pool. */
export async function drawsHolding(
  db: Executor,
  sorteos: readonly number[],
  numero: string,
): Promise<number[]> {
  const opened = new Set(
    (await db.select({ id: draws.id }).from(draws))
      .map((row) => row.id)
      .filter((id) => sorteos.includes(id)),
  )
  const holding: number[] = []
  for (const sorteoId of sorteos) {
    const holds = opened.has(sorteoId)
      ? await drawHolds(db, sorteoId, numero)
      : poolNumbersOf(sorteoId).has(numero)
    if (holds) holding.push(sorteoId)
  }
  return holding
}

const drawsNamed = (sorteos: readonly number[]) =>
  sorteos.length === 1
    ? `el ${identificador(sorteos[0]!)}`
    : `ninguno de los sorteos de tu pack, del N° ${sorteos[0]} al N° ${sorteos[sorteos.length - 1]}`

const notInDraws = (numero: string, sorteos: readonly number[]) =>
  `El cartón N° ${numero} no está en ${drawsNamed(sorteos)}: cada sorteo tiene ${formatNumber(POOL_SIZE)} de los 60.000 números, y ese no puede salir. Elegí otro número de cartón.`

/**
 * A lucky number checked against the pack's draws ahead: the draws holding it, or why it cannot
 * be saved (it is in none of them). No number, or no draw ahead, checks nothing.
 */
export async function checkLuckyNumber(
  db: Executor,
  pack: PackAhead,
  numero: string | null,
): Promise<{ sorteos: number[] | null } | { refusal: string }> {
  if (numero === null) return { sorteos: null }
  const ahead = await packDrawsAhead(db, pack)
  if (ahead.length === 0) return { sorteos: null }
  const sorteos = await drawsHolding(db, ahead, numero)
  return sorteos.length > 0 ? { sorteos } : { refusal: notInDraws(numero, ahead) }
}

/** What became of a pack's lucky number at the close that chose `chosen` for it. */
export async function luckyOutcome(
  db: Executor,
  sorteoId: number,
  favorito: string,
  chosen: string | null,
): Promise<LuckyOutcome> {
  if (chosen === favorito) return 'ELEGIDO'
  return (await drawHolds(db, sorteoId, favorito)) ? 'OCUPADO' : 'NO_ESTA'
}
