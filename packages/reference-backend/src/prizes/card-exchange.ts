import { and, asc, count, eq, lt } from 'drizzle-orm'
import type { CardClaimSource } from '../buying/card-claim-source'
import { CardAlreadyGiven, ClaimUsedUp, giveCard } from '../buying/give-card'
import type { Executor } from '../db/executor'
import { premios } from '../db/schema'
import { PRIZE_CLAIMED, PRIZE_PENDING } from './prize-states'

// A free-card prize ("Canjear Cartón") exchanged for a card of a later draw, through PUT
// ticket/reservar-suscripcion like a pack's later draws (buying/card-claims.ts lists this source
// after the packs'). The prize moves to COBRO_SOLICITADO with the card it became, once.

/** The player's free-card prizes not yet exchanged, won in draws before `sorteoId`. */
const unused = (userId: number, sorteoId: number) =>
  and(
    eq(premios.userId, userId),
    eq(premios.canjear, true),
    eq(premios.estado, PRIZE_PENDING),
    lt(premios.sorteoId, sorteoId),
  )

export const exchangeClaims: CardClaimSource = {
  name: 'canje',
  async find(tx, userId, sorteoId) {
    const [prize] = await tx
      .select({ id: premios.id })
      .from(premios)
      .where(unused(userId, sorteoId))
      .orderBy(asc(premios.sorteoId), asc(premios.id))
      .limit(1)
    if (!prize) return undefined
    return {
      async assign(innerTx, card, now) {
        // The prize first: of two concurrent exchanges of one prize, the second stops here.
        const [used] = await innerTx
          .update(premios)
          .set({ estado: PRIZE_CLAIMED, canjeadoCardId: card.id })
          .where(and(eq(premios.id, prize.id), eq(premios.estado, PRIZE_PENDING)))
          .returning({ id: premios.id })
        if (!used) throw new ClaimUsedUp()
        const given = await giveCard(
          innerTx,
          userId,
          card,
          { compraId: null, suscripcionId: null },
          now,
        )
        if (!given) throw new CardAlreadyGiven()
      },
    }
  },
}

/** How many cards the player can still take in draw `sorteoId` for free-card prizes. */
export async function pendingExchanges(
  db: Executor,
  userId: number,
  sorteoId: number,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(premios).where(unused(userId, sorteoId))
  return row?.n ?? 0
}
