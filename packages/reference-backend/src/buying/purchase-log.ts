import { desc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { cards, compras, packs, users } from '../db/schema'

// Every purchase attempt, newest first, optionally of one player, with its cards' numbers: how
// support answers "I paid and have no card", and how tests check the backend's own records.

/** `email` is compared case-insensitively: pass it lower-cased. */
export async function purchaseLog(db: Executor, email: string | undefined) {
  const rows = await db
    .select({
      id: compras.id,
      email: users.email,
      pack: packs.nombre,
      medioPago: compras.medioPago,
      monto: compras.monto,
      estado: compras.estado,
      mensaje: compras.mensaje,
      sorteoId: compras.sorteoId,
      clave: compras.clave,
      cartones: compras.cartones,
      creadoEn: compras.creadoEn,
      decididoEn: compras.decididoEn,
    })
    .from(compras)
    .innerJoin(users, eq(users.id, compras.userId))
    .innerJoin(packs, eq(packs.id, compras.packId))
    .where(email ? eq(sql`lower(${users.email})`, email) : undefined)
    .orderBy(desc(compras.creadoEn), desc(compras.id))
  const ids = [...new Set(rows.flatMap((row) => row.cartones))]
  const numbers = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: cards.id, numero: cards.numero })
            .from(cards)
            .where(inArray(cards.id, ids))
        ).map((card) => [card.id, card.numero]),
  )
  // A card id without a row (none should) still shows, as its id.
  return rows.map((row) => ({
    ...row,
    cartones: row.cartones.map((id) => numbers.get(id) ?? String(id)).sort(),
  }))
}
