import { and, count, gt, inArray } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { reservas } from '../db/schema'
import { addressSubject, take } from '../throttle'
import { HOLD_MS, MAX_HELD_CARDS_PER_ADDRESS } from './hold-expiry'
import { releaseAll } from './holds'

// Card hoarding: ten fresh accounts once held 199 cards in 3 s, and the pool of 3,000 could be
// blocked in a minute. Holds are capped per account (MAX_HELD_CARDS, in holdCard), per address
// (the live holds of every account that held from it) and in rate; an account that trips a rate
// limit loses its holds, so hoarding costs the hoarder.

const TOO_MANY_FROM_ADDRESS =
  'Desde tu conexión ya hay demasiados cartones reservados. Comprá o liberá algunos y volvé a intentar.'

/** address → (account → last hold), kept for one hold's lifetime. In memory, like the throttles. */
const holders = new Map<string, Map<number, number>>()

function accountsHoldingFrom(address: string, userId: number, now: number): number[] {
  const seen = holders.get(address) ?? new Map<number, number>()
  for (const [id, at] of seen) if (now - at > HOLD_MS) seen.delete(id)
  seen.set(userId, now)
  holders.set(address, seen)
  return [...seen.keys()]
}

/**
 * Checks a new hold before it is made: a 429 (and the account's holds released) when the account
 * or the address asks too often, a refusal when the address's accounts already hold the cap.
 */
export async function refuseHoarding(
  db: Executor,
  userId: number,
  address: string,
  now: Date,
): Promise<{ response: Response } | { refusal: string } | undefined> {
  // Without an address the account stands for it: its own holds, never everyone's.
  const from = addressSubject(address, userId)
  const throttled =
    (await take('LIMIT_HOLDS_ACCOUNT', String(userId))) ?? (await take('LIMIT_HOLDS_ADDRESS', from))
  if (throttled) {
    await releaseAll(db, userId)
    return { response: throttled }
  }
  const accounts = accountsHoldingFrom(from, userId, now.getTime())
  const [row] = await db
    .select({ held: count() })
    .from(reservas)
    .where(and(inArray(reservas.userId, accounts), gt(reservas.expiraEn, now)))
  return (row?.held ?? 0) >= MAX_HELD_CARDS_PER_ADDRESS
    ? { refusal: TOO_MANY_FROM_ADDRESS }
    : undefined
}
