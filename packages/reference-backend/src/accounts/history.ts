import { eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { withTotal } from '../db/page'
import { compras, movements, packs, sessions } from '../db/schema'
import { accountOrder, accountPage } from './paging'

// The player's own history, a page at a time: their sessions and their movements.

export async function mySessions(db: Executor, userId: number, url: URL) {
  const { limit, offset } = accountPage(url, 5)
  const mine = eq(sessions.userId, userId)
  return withTotal(
    db,
    db
      .select({
        inicio: sessions.inicio,
        fin: sessions.fin,
        espiracion: sessions.expiracion,
        ip: sessions.ip,
      })
      .from(sessions)
      .where(mine)
      .orderBy(accountOrder(url, sessions.inicio))
      .limit(limit)
      .offset(offset),
    sessions,
    mine,
  )
}

export async function myMovements(db: Executor, userId: number, url: URL) {
  const { limit, offset } = accountPage(url, 10)
  const mine = eq(movements.userId, userId)
  return withTotal(
    db,
    db
      .select({
        cantidadCartones: movements.cantidadCartones,
        estadoTransaccion: movements.estadoTransaccion,
        fechaSorteo: movements.fechaSorteo,
        fechaTransaccion: movements.fechaTransaccion,
        medioPagoNombre: movements.medioPagoNombre,
        mensaje: movements.mensaje,
        monto: movements.monto,
        tipo: movements.tipo,
        // Contract addition (docs/contract.md, "Mis movimientos"): the draws one card of the
        // purchase plays, so "COMPRA PACK · 1 cartón" is not read as 12 cards; null without a
        // purchase behind the movement.
        sorteos: packs.sorteos,
      })
      .from(movements)
      .leftJoin(compras, eq(compras.movimientoId, movements.id))
      .leftJoin(packs, eq(packs.id, compras.packId))
      .where(mine)
      .orderBy(accountOrder(url, movements.fechaTransaccion), accountOrder(url, movements.id))
      .limit(limit)
      .offset(offset),
    movements,
    mine,
  )
}
