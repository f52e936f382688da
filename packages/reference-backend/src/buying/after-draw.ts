import { and, eq, exists, gt, not, sql } from 'drizzle-orm'
import { cards, packSubscriptions, reservas } from '../db/schema'
import type { AfterDrawStep } from '../draws/after-draw-step'
import { cancelPendingOfDraw } from './purchase-records'

// Buying's part of the draw run (draws/after-draw.ts), inside the draw's transaction.

/** The closed draw's holds end and its undecided purchases are cancelled. */
export const closeBuyingOfDraw: AfterDrawStep = async (tx, closedDrawId) => {
  await cancelPendingOfDraw(tx, closedDrawId, new Date())
  await tx.delete(reservas).where(eq(reservas.sorteoId, closedDrawId))
}

/**
 * A pack that played the closed draw (it had a card in it) has one draw less; while draws remain
 * it asks for the next draw's cards. A pack that did not play it (its player paused, or the
 * automatic choice turned off and nothing chosen) keeps the draw it paid for, and still asks.
 * A pack once lost a draw with every draw, card or not (docs/history.md).
 */
export const rollPacksOver: AfterDrawStep = async (tx, closedDrawId) => {
  const played = exists(
    tx
      .select({ id: cards.id })
      .from(cards)
      .where(and(eq(cards.suscripcionId, packSubscriptions.id), eq(cards.sorteoId, closedDrawId))),
  )
  await tx
    .update(packSubscriptions)
    .set({ cartonesPendientes: true })
    .where(and(gt(packSubscriptions.cantidad, 0), not(played)))
  await tx
    .update(packSubscriptions)
    .set({
      cantidad: sql`${packSubscriptions.cantidad} - 1`,
      cartonesPendientes: sql`${packSubscriptions.cantidad} - 1 > 0`,
    })
    .where(and(gt(packSubscriptions.cantidad, 0), played))
}
