import { and, eq } from 'drizzle-orm'
import type { ClaimLimits } from '@loteria/contract'
import type { Executor } from '../db/executor'
import { premios } from '../db/schema'
import { claimLimits } from './limits'
import {
  CLAIMS_UNAVAILABLE,
  PRIZE_ALREADY_CLAIMED,
  PRIZE_NOT_CASH,
  PRIZE_NOT_FOUND,
} from './messages'
import { findPlayerPrize, type PrizeRow } from './player-prize'
import { PRIZE_CLAIMED, PRIZE_PENDING } from './prize-states'

// What every way of collecting cash checks (a wallet payment, a collection request), and the one
// conditional update that moves the prize on: of two claims racing for a prize, one gets it.

export type CashPrize = PrizeRow & { premio: number }

export interface ClaimRule {
  /** Whether this way of collecting takes the prize's total (packages/contract/src/claim-options.ts). */
  allowed: (total: number, limits: ClaimLimits) => boolean
  /** The refusal when it does not. */
  outside: (limits: ClaimLimits) => string
}

export async function claimablePrize(
  db: Executor,
  userId: number,
  prizeId: number,
  rule: ClaimRule,
): Promise<{ prize: CashPrize } | { refusal: string }> {
  const prize = await findPlayerPrize(db, userId, prizeId)
  if (!prize) return { refusal: PRIZE_NOT_FOUND }
  if (prize.estado !== PRIZE_PENDING) return { refusal: PRIZE_ALREADY_CLAIMED }
  const { premio } = prize
  if (premio === null) return { refusal: PRIZE_NOT_CASH }
  const limits = await claimLimits(db)
  if (!limits) return { refusal: CLAIMS_UNAVAILABLE }
  if (!rule.allowed(prize.total, limits)) return { refusal: rule.outside(limits) }
  return { prize: { ...prize, premio } }
}

/** PENDIENTE → COBRO_SOLICITADO; false when another claim moved it first. */
export async function markClaimed(db: Executor, prizeId: number): Promise<boolean> {
  const [moved] = await db
    .update(premios)
    .set({ estado: PRIZE_CLAIMED })
    .where(and(eq(premios.id, prizeId), eq(premios.estado, PRIZE_PENDING)))
    .returning({ id: premios.id })
  return moved !== undefined
}
