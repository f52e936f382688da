import type { Database } from '../db/client'
import type { Transaction } from '../db/executor'
import { lockPlayer } from './guard'

// One player's responsible-play changes and purchases take turns: each runs in a transaction that
// first locks the player's row (guard.ts locks the same row), so none sees another half done.

/** The transaction a change runs in, handed to it. */
export type PlayerTurn = Transaction

export function inPlayerTurn<T>(
  db: Database,
  userId: number,
  work: (tx: PlayerTurn) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId)
    return work(tx)
  })
}
