import type { Transaction } from '../db/executor'
import type { FreeCard } from './give-card'

// What any source of a player's right to a card implements (a pack's next draws in
// ./card-claims.ts, a prize exchanged for cards in prizes/card-exchange.ts), apart from the list
// of sources, so that each source depends on this shape and not on the others.

export interface CardClaim {
  /** Gives the card (free: checked by the caller, in the same transaction) to the player. */
  assign(tx: Transaction, card: FreeCard, now: Date): Promise<void>
}

export interface CardClaimSource {
  name: string
  /** The player's oldest unused claim on a card of draw `sorteoId`, if any. */
  find(tx: Transaction, userId: number, sorteoId: number): Promise<CardClaim | undefined>
}
