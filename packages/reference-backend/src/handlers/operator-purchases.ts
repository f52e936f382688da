import { purchaseLog } from '../buying/purchase-log'
import { settleExpiredPurchases } from '../buying/purchase-records'
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
    const rows = await purchaseLog(db, email)
    return ok(
      rows.map((row) => ({
        ...row,
        medioPagoNombre: paymentMethodName(row.medioPago),
        creadoEn: row.creadoEn.toISOString(),
        decididoEn: row.decididoEn?.toISOString() ?? null,
      })),
    )
  },
}
