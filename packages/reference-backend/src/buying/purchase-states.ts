import { z } from 'zod'
import { HOLD_EXPIRED, PAYMENT_APPROVED, PAYMENT_CANCELLED, PAYMENT_REJECTED } from './messages'
import { PURCHASE_STATES, type PurchaseState } from '@loteria/contract'

// A purchase's life: PENDIENTE until the provider's decision, then APROBADA, RECHAZADA or
// CANCELADA, once and for good. A purchase nobody decided before its hold expired reads as
// CANCELADA (lazily: no timer, every reader applies the rule).

export { PURCHASE_STATES, type PurchaseState }
type FinalState = Exclude<PurchaseState, 'PENDIENTE'>

/** The three buttons of the provider's page. */
export const decisionSchema = z.enum(['aprobar', 'rechazar', 'cancelar'])
export type Decision = z.infer<typeof decisionSchema>

export interface Outcome {
  estado: FinalState
  mensaje: string
}

/** What each decision leads to; an approval may still end RECHAZADA if a card was taken. */
export const DECISION_OUTCOMES: Record<Decision, Outcome> = {
  aprobar: { estado: 'APROBADA', mensaje: PAYMENT_APPROVED },
  rechazar: { estado: 'RECHAZADA', mensaje: PAYMENT_REJECTED },
  cancelar: { estado: 'CANCELADA', mensaje: PAYMENT_CANCELLED },
}

export const EXPIRED_OUTCOME: Outcome = { estado: 'CANCELADA', mensaje: HOLD_EXPIRED }

/** Only forward, only once: PENDIENTE to a final state. */
export function canMove(from: string, to: PurchaseState): boolean {
  return from === 'PENDIENTE' && to !== 'PENDIENTE'
}

interface PurchaseClock {
  estado: string
  mensaje: string
  expiraEn: Date
}

/** Undecided and past its hold's expiry. */
export function hasExpired(purchase: PurchaseClock, now: Date): boolean {
  return purchase.estado === 'PENDIENTE' && purchase.expiraEn.getTime() <= now.getTime()
}

/** The state a reader sees now. */
export function effectiveState(
  purchase: PurchaseClock,
  now: Date,
): { estado: PurchaseState; mensaje: string } {
  if (hasExpired(purchase, now)) return EXPIRED_OUTCOME
  const estado = z.enum(PURCHASE_STATES).parse(purchase.estado)
  return { estado, mensaje: purchase.mensaje }
}
