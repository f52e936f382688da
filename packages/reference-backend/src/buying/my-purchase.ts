import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { cards, compras, draws } from '../db/schema'
import type { PurchaseRow } from './purchase-records'
import { findPack } from './purchases'

// One of the player's purchases read back (GET compras/{userId}/{id}, the page the provider
// returns to): its draw's date, its pack and its cards in number order.

export interface MyPurchase {
  purchase: PurchaseRow
  fechaSorteo: Date
  pack: Awaited<ReturnType<typeof findPack>>
  cartones: { id: number; numero: string }[]
}

/** Another player's purchase is as unknown as one that does not exist: undefined for both. */
export async function findMyPurchase(
  db: Executor,
  userId: number,
  id: number,
): Promise<MyPurchase | undefined> {
  const [row] = await db
    .select({ purchase: compras, fechaSorteo: draws.fecha })
    .from(compras)
    .innerJoin(draws, eq(draws.id, compras.sorteoId))
    .where(and(eq(compras.id, id), eq(compras.userId, userId)))
  if (!row) return undefined
  const { purchase } = row
  const pack = await findPack(db, purchase.packId)
  const cartones = await db
    .select({ id: cards.id, numero: cards.numero })
    .from(cards)
    .where(inArray(cards.id, purchase.cartones))
    .orderBy(asc(cards.numero))
  return { purchase, fechaSorteo: row.fechaSorteo, pack, cartones }
}
