import { eq, gt, sql } from 'drizzle-orm'
import { packSubscriptions, reservas } from '../db/schema'
import type { AfterDrawStep } from '../draws/after-draw-step'
import { cancelPendingOfDraw } from './purchase-records'

// Buying's part of the draw run (draws/after-draw.ts), inside the draw's transaction.

/** The closed draw's holds end and its undecided purchases are cancelled. */
export const closeBuyingOfDraw: AfterDrawStep = async (tx, closedDrawId) => {
  await cancelPendingOfDraw(tx, closedDrawId, new Date())
  await tx.delete(reservas).where(eq(reservas.sorteoId, closedDrawId))
}

/** Every pack has one draw less; while draws remain it asks for the next draw's cards. */
export const rollPacksOver: AfterDrawStep = async (tx) => {
  await tx
    .update(packSubscriptions)
    .set({
      cantidad: sql`${packSubscriptions.cantidad} - 1`,
      cartonesPendientes: sql`${packSubscriptions.cantidad} - 1 > 0`,
    })
    .where(gt(packSubscriptions.cantidad, 0))
}
