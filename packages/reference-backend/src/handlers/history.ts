import { movementSchema, pageOf, sessionRecordSchema } from '@loteria/contract'
import { myMovements, mySessions } from '../accounts/history'
import { iso } from '../accounts/paging'
import { account, refuseForeignUser } from '../auth/require-session'
import { closePendingPastTheirDraw, settleExpiredPurchases } from '../buying/purchase-records'
import { ok } from '../http'
import type { Routes } from '../router'

// The player's sessions and movements, paged: `datos: { datos: [...], total }`.

const sessionPageSchema = pageOf(sessionRecordSchema)
const movementPageSchema = pageOf(movementSchema)

export const historyRoutes: Routes = {
  /** The site calls it with a trailing slash; the router matches either. */
  'GET rest/usuarios/mis-sesiones': account(async ({ db, url, session }) => {
    const foreign = refuseForeignUser(session, url.searchParams.get('usuarioId'))
    if (foreign) return foreign
    const { rows, total } = await mySessions(db, session.userId, url)
    return ok(sessionPageSchema, {
      datos: rows.map((row) => ({
        inicio: row.inicio.toISOString(),
        fin: iso(row.fin),
        espiracion: row.espiracion.toISOString(),
        ip: row.ip,
      })),
      total,
    })
  }),

  'GET rest/usuarios/mis-movimientos': account(async ({ db, url, session }) => {
    const foreign = refuseForeignUser(session, url.searchParams.get('idUsuario'))
    if (foreign) return foreign
    // A purchase whose hold expired undecided shows CANCELADA, not PENDIENTE, here too.
    await settleExpiredPurchases(db, new Date(), session.userId)
    await closePendingPastTheirDraw(db, session.userId, new Date())
    const { rows, total } = await myMovements(db, session.userId, url)
    return ok(movementPageSchema, {
      datos: rows.map((row) => ({
        ...row,
        fechaSorteo: iso(row.fechaSorteo),
        fechaTransaccion: row.fechaTransaccion.toISOString(),
      })),
      total,
    })
  }),
}
