import { and, eq } from 'drizzle-orm'
import { metrics } from '@loteria/shared/observability'
import type { Database } from '../db/client'
import type { Transaction } from '../db/executor'
import { compras } from '../db/schema'
import { lockPlayer } from '../responsible-play/guard'
import { refuseApproval, releasePurchaseCards } from './approval-checks'
import { findOpenDraw } from './open-draw'
import { refuseLiveSale } from '../live/sale-stop'
import { DRAW_ALREADY_RUN, HOLD_EXPIRED } from './messages'
import { finishPurchase, settleExpiredPurchases, type PurchaseRow } from './purchase-records'
import {
  DECISION_OUTCOMES,
  EXPIRED_OUTCOME,
  hasExpired,
  type Decision,
  type Outcome,
} from './purchase-states'
import { findPack } from './purchases'
import { sellCards } from './sale'

// The provider's decision on a purchase, applied once: a second decision, a reload or a late
// notification finds the purchase decided and changes nothing.

async function findPurchaseByToken(
  db: Database,
  medio: string,
  token: string,
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(compras)
    .where(and(eq(compras.token, token), eq(compras.medioPago, medio)))
  return row
}

/** The purchase as its checkout shows it: one past its hold undecided is settled first. */
export async function findCheckoutPurchase(
  db: Database,
  medio: string,
  token: string,
): Promise<PurchaseRow | undefined> {
  const found = await findPurchaseByToken(db, medio, token)
  if (!found || found.estado !== 'PENDIENTE') return found
  // An undecided purchase past its hold reads as CANCELADA: settle it before showing it.
  await settleExpiredPurchases(db, new Date(), found.userId)
  return findPurchaseByToken(db, medio, token)
}

/** Applies the decision; answers the purchase as it stands afterwards (undefined: unknown). */
export async function decidePayment(
  db: Database,
  medio: string,
  token: string,
  decision: Decision,
  now: Date,
): Promise<PurchaseRow | undefined> {
  const found = await findPurchaseByToken(db, medio, token)
  if (!found) return undefined
  let decided: Outcome | undefined
  const after = await db.transaction(async (tx) => {
    // The player first, then the purchase: the order a new purchase takes them in (its guard
    // locks the player, then cancels the player's pending ones), so the two never deadlock.
    await lockPlayer(tx, found.userId)
    const [purchase] = await tx
      .select()
      .from(compras)
      .where(and(eq(compras.token, token), eq(compras.medioPago, medio)))
      .for('update')
    if (!purchase) return undefined
    if (purchase.estado === 'PENDIENTE') {
      const outcome = await outcomeOf(tx, purchase, decision, now)
      if (await finishPurchase(tx, purchase, outcome, now)) decided = outcome
      if (decision === 'aprobar' && outcome.estado !== 'APROBADA') {
        await releasePurchaseCards(tx, purchase)
      }
    }
    const [row] = await tx.select().from(compras).where(eq(compras.id, purchase.id))
    return row
  })
  // Counted once committed: a rolled-back decision is no purchase.
  if (decided) metrics().purchases.inc({ estado: decided.estado })
  return after
}

async function outcomeOf(
  tx: Transaction,
  purchase: PurchaseRow,
  decision: Decision,
  now: Date,
): Promise<Outcome> {
  if (hasExpired(purchase, now)) return EXPIRED_OUTCOME
  if (decision !== 'aprobar') return DECISION_OUTCOMES[decision]
  const open = await findOpenDraw(tx)
  if (open?.id !== purchase.sorteoId) return { estado: 'CANCELADA', mensaje: DRAW_ALREADY_RUN }
  const live = await refuseLiveSale(tx, open.id)
  if (live) return { estado: 'CANCELADA', mensaje: live }
  const refused = await refuseApproval(tx, purchase, now)
  if (refused) return { estado: 'CANCELADA', mensaje: refused }
  const pack = await findPack(tx, purchase.packId)
  if (!pack) throw new Error(`purchase ${purchase.id}: pack ${purchase.packId} not found`)
  const sale = await sellCards(tx, purchase, pack, now)
  return sale === 'sold'
    ? DECISION_OUTCOMES.aprobar
    : { estado: 'RECHAZADA', mensaje: HOLD_EXPIRED }
}
