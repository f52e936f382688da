import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { cards } from '../db/schema'
import { NO_OPEN_DRAW } from '../draws/messages'
import { CardAlreadyGiven, cardClaimSources, ClaimUsedUp, type CardClaim } from './card-claims'
import { heldByAnother } from './holds'
import { CARD_NOT_IN_OPEN_DRAW, cardTaken, NO_PENDING_CARDS, UNKNOWN_CARD } from './messages'
import { findOpenDraw } from './open-draw'
import { refusePaused } from '../responsible-play/guard'
import { refuseSale } from './sale-stop'

// PUT ticket/reservar-suscripcion: a free card of the open draw for the player's first claim
// (card-claims.ts), in one transaction.

export async function claimCard(
  db: Database,
  userId: number,
  cardId: number,
  now: Date,
): Promise<{ refusal: string } | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const pause = await refusePaused(tx, userId, now)
      if (pause) return { refusal: pause }
      const open = await findOpenDraw(tx)
      if (!open) return { refusal: NO_OPEN_DRAW }
      const live = await refuseSale(tx, open.id)
      if (live) return { refusal: live }
      const [card] = await tx
        .select({
          id: cards.id,
          numero: cards.numero,
          sorteoId: cards.sorteoId,
          userId: cards.userId,
        })
        .from(cards)
        .where(eq(cards.id, cardId))
        .for('update')
      if (!card) return { refusal: UNKNOWN_CARD }
      if (card.sorteoId !== open.id) return { refusal: CARD_NOT_IN_OPEN_DRAW }
      let claim: CardClaim | undefined
      for (const source of cardClaimSources) {
        claim = await source.find(tx, userId, open.id)
        if (claim) break
      }
      if (!claim) return { refusal: NO_PENDING_CARDS }
      if (card.userId !== null || (await heldByAnother(tx, card.id, userId, now))) {
        // Thrown like assign()'s own refusal: both undo the transaction and answer alike.
        throw new CardAlreadyGiven(card.numero)
      }
      await claim.assign(tx, card, now)
      return undefined
    })
  } catch (error) {
    // A concurrent claim used the same right first (e.g. one free-card prize, two cards).
    if (error instanceof ClaimUsedUp) return { refusal: NO_PENDING_CARDS }
    if (error instanceof CardAlreadyGiven) {
      const [card] = await db
        .select({ numero: cards.numero })
        .from(cards)
        .where(eq(cards.id, cardId))
      return { refusal: cardTaken(card?.numero ?? '') }
    }
    throw error
  }
}
