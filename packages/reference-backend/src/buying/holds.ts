import { and, asc, eq, gt, lte } from 'drizzle-orm'
import type { Database } from '../db/client'
import { uniqueViolation } from '../db/errors'
import type { Executor } from '../db/executor'
import { cards, reservas } from '../db/schema'
import { NO_OPEN_DRAW } from '../draws/messages'
import { holdExpiry, isLive, MAX_HELD_CARDS } from './hold-expiry'
import { CARD_NOT_IN_OPEN_DRAW, cardTaken, TOO_MANY_CARDS, UNKNOWN_CARD } from './messages'
import { findOpenDraw } from './open-draw'
import { lockPlayer, refuseResponsiblePlay } from '../responsible-play/guard'
import { refuseSale } from './sale-stop'
import { refuseSelfExcluded } from './self-exclusion'

// A player's hold: the cards of the open draw they keep while choosing. One card, one holder
// (reservas_card_unique); a hold that expired frees its cards and is replaced by the next holder.

export interface HeldCard {
  cardId: number
  numero: string
  jugadas: string
  expiraEn: Date
}

/** The player's live hold in a draw, in the order the cards were chosen. */
export async function liveHold(
  db: Executor,
  userId: number,
  sorteoId: number,
  now: Date,
): Promise<HeldCard[]> {
  return db
    .select({
      cardId: reservas.cardId,
      numero: cards.numero,
      jugadas: cards.jugadas,
      expiraEn: reservas.expiraEn,
    })
    .from(reservas)
    .innerJoin(cards, eq(cards.id, reservas.cardId))
    .where(
      and(eq(reservas.userId, userId), eq(reservas.sorteoId, sorteoId), gt(reservas.expiraEn, now)),
    )
    .orderBy(asc(reservas.id))
}

/** Whether someone other than the player holds the card now. */
export async function heldByAnother(
  db: Executor,
  cardId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const [hold] = await db
    .select({ userId: reservas.userId, expiraEn: reservas.expiraEn })
    .from(reservas)
    .where(eq(reservas.cardId, cardId))
  return hold !== undefined && hold.userId !== userId && isLive(hold.expiraEn, now)
}

type Refusal = { refusal: string }

class CardTaken extends Error {}

/**
 * Holds a card for the player; holding a card they already hold changes nothing. In one
 * transaction, and a concurrent holder that slipped past the checks still meets the unique index.
 */
export async function holdCard(
  db: Database,
  userId: number,
  cardId: number,
  now: Date,
): Promise<Refusal | undefined> {
  const [card] = await db.select({ numero: cards.numero }).from(cards).where(eq(cards.id, cardId))
  if (!card) return { refusal: UNKNOWN_CARD }
  try {
    return await db.transaction(async (tx) => {
      const excluded = await refuseSelfExcluded(tx, userId, now)
      if (excluded) return { refusal: excluded }
      // Before anything of the player's is read: their holds are counted against their limits.
      await lockPlayer(tx, userId)
      const open = await findOpenDraw(tx)
      if (!open) return { refusal: NO_OPEN_DRAW }
      const live = await refuseSale(tx, open.id)
      if (live) return { refusal: live }
      const [row] = await tx
        .select({ sorteoId: cards.sorteoId, userId: cards.userId })
        .from(cards)
        .where(eq(cards.id, cardId))
        .for('update')
      if (!row || row.sorteoId !== open.id) return { refusal: CARD_NOT_IN_OPEN_DRAW }
      if (row.userId !== null) throw new CardTaken()
      const [current] = await tx.select().from(reservas).where(eq(reservas.cardId, cardId))
      if (current && isLive(current.expiraEn, now)) {
        if (current.userId === userId) return undefined
        throw new CardTaken()
      }
      // The player's own expired rows go too, so an old hold never sets a new hold's clock.
      await tx.delete(reservas).where(and(eq(reservas.userId, userId), lte(reservas.expiraEn, now)))
      if (current) await tx.delete(reservas).where(eq(reservas.id, current.id))
      const mine = await liveHold(tx, userId, open.id, now)
      if (mine.length >= MAX_HELD_CARDS) return { refusal: TOO_MANY_CARDS }
      const limited = await refuseResponsiblePlay(
        tx,
        userId,
        { kind: 'carton', heldAfter: mine.length + 1 },
        now,
      )
      if (limited) return { refusal: limited }
      await tx.insert(reservas).values({
        userId,
        cardId,
        sorteoId: open.id,
        expiraEn: holdExpiry(mine[0]?.expiraEn, now),
        creadoEn: now,
      })
      return undefined
    })
  } catch (error) {
    if (error instanceof CardTaken || uniqueViolation(error) === 'reservas_card_unique') {
      return { refusal: cardTaken(card.numero) }
    }
    throw error
  }
}

/** Lets one card go; a card the player does not hold is left alone. */
export async function releaseCard(db: Executor, userId: number, cardId: number): Promise<void> {
  await db.delete(reservas).where(and(eq(reservas.userId, userId), eq(reservas.cardId, cardId)))
}

/** Lets every card of the player go. */
export async function releaseAll(db: Executor, userId: number): Promise<void> {
  await db.delete(reservas).where(eq(reservas.userId, userId))
}
