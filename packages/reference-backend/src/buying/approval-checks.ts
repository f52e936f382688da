import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { reservas } from '../db/schema'
import { refuseResponsiblePlay } from '../responsible-play/guard'
import { approvalRefused } from './messages'
import type { PurchaseRow } from './purchase-records'
import { refuseSelfExcluded } from './self-exclusion'

// The player's own stops, asked again when the provider approves: a purchase can wait at the
// provider for hours, and a self-exclusion, a pause or a lower spend limit taken meanwhile must
// win over a payment page left open (docs/history.md).

/** Why this approval must not complete (the purchase's message), or undefined. */
export async function refuseApproval(
  tx: Executor,
  purchase: PurchaseRow,
  now: Date,
): Promise<string | undefined> {
  const excluded = await refuseSelfExcluded(tx, purchase.userId, now)
  if (excluded) return approvalRefused(excluded)
  // The purchase is still PENDIENTE, so its own amount is not yet among the approved ones.
  const limited = await refuseResponsiblePlay(
    tx,
    purchase.userId,
    { kind: 'compra', monto: purchase.monto },
    now,
  )
  return limited && approvalRefused(limited)
}

/** A refused purchase lets its cards go at once, not when their hold would have expired. */
export async function releasePurchaseCards(tx: Executor, purchase: PurchaseRow): Promise<void> {
  if (purchase.cartones.length === 0) return
  await tx
    .delete(reservas)
    .where(and(eq(reservas.userId, purchase.userId), inArray(reservas.cardId, purchase.cartones)))
}
