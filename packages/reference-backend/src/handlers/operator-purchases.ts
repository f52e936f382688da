import { desc, eq, inArray, sql } from 'drizzle-orm'
import { settleExpiredPurchases } from '../buying/purchase-records'
import { cards, compras, packs, users } from '../db/schema'
import { ok } from '../http'
import { paymentMethodName } from '../payments/methods'
import type { Routes } from '../router'

// Operator: every purchase attempt, newest first, optionally of one player (`usuario` e-mail),
// with its cards' numbers: how support answers "I paid and have no card", and how tests check
// the backend's own records.

export const operatorPurchaseRoutes: Routes = {
  'GET operador/compras': async ({ db, url }) => {
    await settleExpiredPurchases(db, new Date())
    const email = url.searchParams.get('usuario')?.trim().toLowerCase()
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
    return ok(
      rows.map((row) => ({
        ...row,
        medioPagoNombre: paymentMethodName(row.medioPago),
        cartones: row.cartones.map((id) => numbers.get(id) ?? String(id)).sort(),
        creadoEn: row.creadoEn.toISOString(),
        decididoEn: row.decididoEn?.toISOString() ?? null,
      })),
    )
  },
}
