import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm'
import type { Transaction } from '../db/executor'
import { cards, packSubscriptions, reservas } from '../db/schema'
import { opensSubscription } from './pack-rules'
import { carriedChoice } from './renewal'
import type { PurchaseRow } from './purchase-records'
import type { PackRow } from './purchases'

// An approved payment turns the purchase's cards into the player's: every card must still be
// unsold and not held by anyone else; they are sold together or not at all (a savepoint), the
// player's hold of them ends, and a pack of several draws opens its subscription.

class CardsTaken extends Error {}

export async function sellCards(
  tx: Transaction,
  purchase: PurchaseRow,
  pack: PackRow,
  now: Date,
): Promise<'sold' | 'taken'> {
  const ids = purchase.cartones
  try {
    await tx.transaction(async (sp) => {
      const rows = await sp
        .select({ sorteoId: cards.sorteoId, userId: cards.userId })
        .from(cards)
        .where(inArray(cards.id, ids))
        .for('update')
      const unsold = rows.every((row) => row.sorteoId === purchase.sorteoId && row.userId === null)
      if (rows.length !== ids.length || !unsold) throw new CardsTaken()
      const heldByOthers = await sp
        .select({ id: reservas.id })
        .from(reservas)
        .where(
          and(
            inArray(reservas.cardId, ids),
            ne(reservas.userId, purchase.userId),
            gt(reservas.expiraEn, now),
          ),
        )
      if (heldByOthers.length > 0) throw new CardsTaken()

      let suscripcionId: number | null = null
      if (opensSubscription(pack)) {
        const [subscription] = await sp
          .insert(packSubscriptions)
          .values({
            userId: purchase.userId,
            pack: pack.nombre,
            packId: pack.id,
            // The open draw is the first of the pack's draws: its cards are the ones bought.
            cantidad: pack.sorteos,
            cartonesPendientes: false,
            cartonesPorSorteo: ids.length,
            compraId: purchase.id,
            creadoEn: now,
            ...(await carriedChoice(sp, purchase.userId, pack.id)),
          })
          .returning({ id: packSubscriptions.id })
        suscripcionId = subscription?.id ?? null
      }
      const sold = await sp
        .update(cards)
        .set({ userId: purchase.userId, compraId: purchase.id, suscripcionId, vendidoEn: now })
        .where(and(inArray(cards.id, ids), isNull(cards.userId)))
        .returning({ id: cards.id })
      if (sold.length !== ids.length) throw new CardsTaken()
      await sp
        .delete(reservas)
        .where(and(eq(reservas.userId, purchase.userId), inArray(reservas.cardId, ids)))
    })
    return 'sold'
  } catch (error) {
    if (error instanceof CardsTaken) return 'taken'
    throw error
  }
}
