import { and, eq, isNull } from 'drizzle-orm'
import type { Transaction } from '../db/executor'
import { cards, reservas } from '../db/schema'

// Giving a free card of the open draw to a player, for every claim source (card-claims.ts). Its
// own module, so that a source living elsewhere (prizes/card-exchange.ts) can use it without an
// import cycle.

export interface FreeCard {
  id: number
  sorteoId: number
}

/** Sets the owner, only where the card is still unsold; false when someone was faster. */
export async function giveCard(
  tx: Transaction,
  userId: number,
  card: FreeCard,
  sale: {
    compraId: number | null
    suscripcionId: number | null
    eleccionAutomatica?: boolean
    numeroFavorito?: string | null
  },
  now: Date,
): Promise<boolean> {
  const [given] = await tx
    .update(cards)
    .set({ userId, ...sale, vendidoEn: now })
    .where(and(eq(cards.id, card.id), isNull(cards.userId)))
    .returning({ id: cards.id })
  if (!given) return false
  // The player's own hold of it, if any, has done its job.
  await tx.delete(reservas).where(and(eq(reservas.cardId, card.id), eq(reservas.userId, userId)))
  return true
}

/** The card went to someone else first: the claim's transaction is undone. */
export class CardAlreadyGiven extends Error {}

/** The claim was used by a concurrent request first: the claim's transaction is undone. */
export class ClaimUsedUp extends Error {}
