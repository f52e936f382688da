import { count, eq } from 'drizzle-orm'
import { accountOrder, accountPage, iso } from '../accounts/paging'
import { account, refuseForeignUser } from '../auth/require-session'
import { settleExpiredPurchases } from '../buying/purchase-records'
import { movements, sessions } from '../db/schema'
import { ok } from '../http'
import type { Routes } from '../router'

// The player's sessions and movements, paged: `datos: { datos: [...], total }`.

export const historyRoutes: Routes = {
  /** The site calls it with a trailing slash; the router matches either. */
  'GET rest/usuarios/mis-sesiones': account(async ({ db, url, session }) => {
    const foreign = refuseForeignUser(session, url.searchParams.get('usuarioId'))
    if (foreign) return foreign
    const { limit, offset } = accountPage(url, 5)
    const mine = eq(sessions.userId, session.userId)
    const [rows, [total]] = await Promise.all([
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
      db.select({ total: count() }).from(sessions).where(mine),
    ])
    return ok({
      datos: rows.map((row) => ({
        inicio: row.inicio.toISOString(),
        fin: iso(row.fin),
        espiracion: row.espiracion.toISOString(),
        ip: row.ip,
      })),
      total: total?.total ?? 0,
    })
  }),

  'GET rest/usuarios/mis-movimientos': account(async ({ db, url, session }) => {
    const foreign = refuseForeignUser(session, url.searchParams.get('idUsuario'))
    if (foreign) return foreign
    // A purchase whose hold expired undecided shows CANCELADA, not PENDIENTE, here too.
    await settleExpiredPurchases(db, new Date(), session.userId)
    const { limit, offset } = accountPage(url, 10)
    const mine = eq(movements.userId, session.userId)
    const [rows, [total]] = await Promise.all([
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
        })
        .from(movements)
        .where(mine)
        .orderBy(accountOrder(url, movements.fechaTransaccion), accountOrder(url, movements.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(movements).where(mine),
    ])
    return ok({
      datos: rows.map((row) => ({
        ...row,
        fechaSorteo: iso(row.fechaSorteo),
        fechaTransaccion: row.fechaTransaccion.toISOString(),
      })),
      total: total?.total ?? 0,
    })
  }),
}
