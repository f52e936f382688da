import { and, asc, count, eq, gt, isNull, like, notExists, sql } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { cards, reservas } from '../db/schema'
import type { Random } from '../draws/random'

// Free cards of a draw: not sold, and not held by anyone's live hold (an expired hold frees its
// card at once, without waiting for anyone to delete it).

/** Most cards a search answers. */
const SEARCH_LIMIT = 5

export const ticketFields = { id: cards.id, numero: cards.numero, jugadas: cards.jugadas }
export type TicketRow = { id: number; numero: string; jugadas: string }

function heldLive(db: Executor, now: Date) {
  return db
    .select({ id: reservas.id })
    .from(reservas)
    .where(and(eq(reservas.cardId, cards.id), gt(reservas.expiraEn, now)))
}

function free(db: Executor, sorteoId: number, now: Date) {
  return and(eq(cards.sorteoId, sorteoId), isNull(cards.userId), notExists(heldLive(db, now)))
}

export async function randomFreeCards(
  db: Executor,
  sorteoId: number,
  cantidad: number,
  now: Date,
): Promise<TicketRow[]> {
  return db
    .select(ticketFields)
    .from(cards)
    .where(free(db, sorteoId, now))
    .orderBy(sql`random()`)
    .limit(cantidad)
}

/** The free card numbered `numero` (six digits) of the draw, if it is free. */
export async function freeCardNumbered(
  db: Executor,
  sorteoId: number,
  numero: string,
  now: Date,
): Promise<(TicketRow & { sorteoId: number }) | undefined> {
  const [card] = await db
    .select({ ...ticketFields, sorteoId: cards.sorteoId })
    .from(cards)
    .where(and(free(db, sorteoId, now), eq(cards.numero, numero)))
  return card
}

/**
 * One free card at random, picked by `random` (the backend's random helpers, so a test can seed
 * it) among the free cards in number order; undefined when none is left.
 */
export async function freeCardAtRandom(
  db: Executor,
  sorteoId: number,
  now: Date,
  random: Random,
): Promise<(TicketRow & { sorteoId: number }) | undefined> {
  const [counted] = await db
    .select({ n: count() })
    .from(cards)
    .where(free(db, sorteoId, now))
  const n = counted?.n ?? 0
  if (n === 0) return undefined
  const [card] = await db
    .select({ ...ticketFields, sorteoId: cards.sorteoId })
    .from(cards)
    .where(free(db, sorteoId, now))
    .orderBy(asc(cards.numero))
    .offset(random(n))
    .limit(1)
  return card
}

/** Free cards whose number holds `digits` (digits only: checked by the caller). */
export async function searchFreeCards(
  db: Executor,
  sorteoId: number,
  digits: string,
  now: Date,
): Promise<TicketRow[]> {
  return db
    .select(ticketFields)
    .from(cards)
    .where(and(free(db, sorteoId, now), like(cards.numero, `%${digits}%`)))
    .orderBy(asc(cards.numero))
    .limit(SEARCH_LIMIT)
}
