import { eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { users } from '../db/schema'
import { limitStates } from './limits'
import { overLimit, paused } from './messages'
import { pausedUntil } from './pause'
import { cheapestCard } from './spend'
import { playerNow } from './test-clock'

// The checks every hold and purchase makes, inside its own transaction: a pause refuses both; a
// limit refuses what would take the player past it. The player's row is locked first (FOR
// UPDATE), so two holds or purchases of one player are checked one after the other and can never
// jointly pass a limit, on PGlite and on a PostgreSQL server alike.
//
// What counts: approved purchases in the period, plus, for a hold, every card the player holds at
// the cheapest card price (a held card is a purchase about to be made, so a hold cannot be used to
// pay past a limit later). A purchase is checked at its real amount, which replaces its hold.

export async function lockPlayer(db: Executor, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

/** A pause's refusal (choosing the cards of a pack already paid for is refused too). */
export async function refusePaused(
  db: Executor,
  userId: number,
  realNow: Date,
): Promise<string | undefined> {
  const pause = await pausedUntil(db, userId, playerNow(userId, realNow))
  return pause && paused(pause)
}

type Attempt = { kind: 'carton'; heldAfter: number } | { kind: 'compra'; monto: number }

export async function refuseResponsiblePlay(
  db: Executor,
  userId: number,
  attempt: Attempt,
  realNow: Date,
): Promise<string | undefined> {
  await lockPlayer(db, userId)
  const pause = await refusePaused(db, userId, realNow)
  if (pause) return pause
  const now = playerNow(userId, realNow)
  const states = await limitStates(db, userId, now)
  const amount =
    attempt.kind === 'compra' ? attempt.monto : attempt.heldAfter * (await cheapestCard(db))
  for (const state of states) {
    if (state.monto === null || state.restante === null) continue
    if (amount > state.restante) {
      return overLimit(state.periodo, state.monto, state.restante, attempt.kind)
    }
  }
  return undefined
}
