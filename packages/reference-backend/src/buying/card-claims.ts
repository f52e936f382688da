import { and, asc, count, eq, gt } from 'drizzle-orm'
import { cards, packSubscriptions } from '../db/schema'
import { exchangeClaims } from '../prizes/card-exchange'
import type { Transaction } from '../db/executor'
import type { CardClaim, CardClaimSource } from './card-claim-source'
import { CardAlreadyGiven, giveCard, type FreeCard } from './give-card'

// Cards a player gets without paying at the time: PUT ticket/reservar-suscripcion. Each source
// of such a right (a pack's later draws; a free-card prize exchanged for a card, "canjear") is a
// CardClaimSource in `cardClaimSources`: the first source with a claim in the open draw gets the
// card. A new source is one object here, or comes from its own module.

export { CardAlreadyGiven, ClaimUsedUp } from './give-card'

export type { CardClaim, CardClaimSource }

/**
 * A pack's draws after the first: `cartonesPorSorteo` cards per draw, chosen by the player while
 * `cartonesPendientes` is set (the after-draw step sets it); oldest pack first.
 */
const subscriptionClaims: CardClaimSource = {
  name: 'suscripcion',
  async find(tx, userId, sorteoId) {
    const pending = await tx
      .select()
      .from(packSubscriptions)
      .where(
        and(
          eq(packSubscriptions.userId, userId),
          eq(packSubscriptions.cartonesPendientes, true),
          gt(packSubscriptions.cantidad, 0),
        ),
      )
      .orderBy(asc(packSubscriptions.creadoEn), asc(packSubscriptions.id))
    for (const subscription of pending) {
      const claim = await packClaim(tx, subscription, sorteoId)
      if (claim) return claim
    }
    return undefined
  },
}

type PackSubscription = typeof packSubscriptions.$inferSelect

/** A claim that can say the card was chosen by the close of sales, not by the player. */
export interface PackClaim extends CardClaim {
  assign(
    tx: Transaction,
    card: FreeCard,
    now: Date,
    /** `favorito`: the pack's lucky number, kept with a card the close chose. */
    options?: { automatic?: boolean; favorito?: string | null },
  ): Promise<void>
}

/**
 * One pack's claim on a card of draw `sorteoId`, undefined once it has all its cards there: the
 * player's own choice (above) and the close of sales (sales-close.ts) both give cards through it.
 */
export async function packClaim(
  tx: Transaction,
  subscription: PackSubscription,
  sorteoId: number,
): Promise<PackClaim | undefined> {
  const [assigned] = await tx
    .select({ n: count() })
    .from(cards)
    .where(and(eq(cards.suscripcionId, subscription.id), eq(cards.sorteoId, sorteoId)))
  const already = assigned?.n ?? 0
  if (already >= subscription.cartonesPorSorteo) {
    // Complete already (e.g. set pending by hand): put the flag right.
    if (subscription.cartonesPendientes) {
      await tx
        .update(packSubscriptions)
        .set({ cartonesPendientes: false })
        .where(eq(packSubscriptions.id, subscription.id))
    }
    return undefined
  }
  return {
    async assign(innerTx, card, now, { automatic = false, favorito = null } = {}) {
      const given = await giveCard(
        innerTx,
        subscription.userId,
        card,
        {
          compraId: subscription.compraId,
          suscripcionId: subscription.id,
          eleccionAutomatica: automatic,
          numeroFavorito: favorito,
        },
        now,
      )
      if (!given) throw new CardAlreadyGiven()
      if (already + 1 >= subscription.cartonesPorSorteo) {
        await innerTx
          .update(packSubscriptions)
          .set({ cartonesPendientes: false })
          .where(eq(packSubscriptions.id, subscription.id))
      }
    },
  }
}

/** Every source, in the order they are tried. Prizes exchanged for a card go after packs. */
export const cardClaimSources: CardClaimSource[] = [subscriptionClaims, exchangeClaims]
