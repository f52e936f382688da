import { and, eq, inArray, lte, notExists } from 'drizzle-orm'
import type { Database } from '../db/client'
import type { Executor } from '../db/executor'
import { compras, movements } from '../db/schema'
import { DRAW_ALREADY_RUN, REPLACED_BY_NEW_ATTEMPT } from './messages'
import { canMove, EXPIRED_OUTCOME, type Outcome } from './purchase-states'

// A purchase and its movement move together: the purchase's state changes only from PENDIENTE
// (a conditional update, so twice is once), and its movement follows with the same words.

export type PurchaseRow = typeof compras.$inferSelect

/** Moves a pending purchase to its outcome; false when it was already decided. */
export async function finishPurchase(
  db: Executor,
  purchase: PurchaseRow,
  outcome: Outcome,
  now: Date,
): Promise<boolean> {
  if (!canMove(purchase.estado, outcome.estado)) return false
  const [changed] = await db
    .update(compras)
    .set({ estado: outcome.estado, mensaje: outcome.mensaje, decididoEn: now })
    .where(and(eq(compras.id, purchase.id), eq(compras.estado, 'PENDIENTE')))
    .returning({ movimientoId: compras.movimientoId })
  if (!changed) return false
  await db
    .update(movements)
    .set({ estadoTransaccion: outcome.estado, mensaje: outcome.mensaje })
    .where(eq(movements.id, changed.movimientoId))
  return true
}

async function finishWhere(
  db: Executor,
  where: ReturnType<typeof and>,
  outcome: Outcome,
  now: Date,
) {
  const changed = await db
    .update(compras)
    .set({ estado: outcome.estado, mensaje: outcome.mensaje, decididoEn: now })
    .where(and(eq(compras.estado, 'PENDIENTE'), where))
    .returning({ movimientoId: compras.movimientoId })
  if (changed.length === 0) return
  await db
    .update(movements)
    .set({ estadoTransaccion: outcome.estado, mensaje: outcome.mensaje })
    .where(
      inArray(
        movements.id,
        changed.map((row) => row.movimientoId),
      ),
    )
}

/**
 * Lazy expiry: undecided purchases whose hold expired become CANCELADA (of one player, or all).
 * Readers call it before answering, so nobody sees a PENDIENTE that can no longer be paid.
 */
export async function settleExpiredPurchases(
  db: Database,
  now: Date,
  userId?: number,
): Promise<void> {
  await db.transaction((tx) =>
    finishWhere(
      tx,
      and(
        lte(compras.expiraEn, now),
        userId === undefined ? undefined : eq(compras.userId, userId),
      ),
      EXPIRED_OUTCOME,
      now,
    ),
  )
}

/**
 * A new payment attempt replaces the player's undecided ones: a provider page left open can
 * never be approved later, so the same cards are never paid twice.
 */
export async function cancelPendingOfPlayer(db: Executor, userId: number, now: Date) {
  await finishWhere(
    db,
    eq(compras.userId, userId),
    { estado: 'CANCELADA', mensaje: REPLACED_BY_NEW_ATTEMPT },
    now,
  )
}

/** After a draw: its undecided purchases can no longer play in it. */
export async function cancelPendingOfDraw(db: Executor, sorteoId: number, now: Date) {
  await finishWhere(
    db,
    eq(compras.sorteoId, sorteoId),
    { estado: 'CANCELADA', mensaje: DRAW_ALREADY_RUN },
    now,
  )
}

/**
 * A payment still undecided when its draw's time has come can no longer play: its movement says
 * so (CANCELADA, "El sorteo ya se realizó"), whatever is behind it (a purchase, or a movement an
 * operator imported). The draw run cancels its own purchases; this closes the rest when read.
 */
export async function closePendingPastTheirDraw(db: Executor, userId: number, now: Date) {
  await db
    .update(movements)
    .set({ estadoTransaccion: 'CANCELADA', mensaje: DRAW_ALREADY_RUN })
    .where(
      and(
        eq(movements.userId, userId),
        eq(movements.estadoTransaccion, 'PENDIENTE'),
        lte(movements.fechaSorteo, now),
        // A purchase behind it moves it itself, with its own words (finishWhere).
        notExists(
          db
            .select({ id: compras.id })
            .from(compras)
            .where(and(eq(compras.movimientoId, movements.id), eq(compras.estado, 'PENDIENTE'))),
        ),
      ),
    )
}
