import { purchaseCreatedSchema, purchaseSchema } from '@loteria/contract'
import { account, refuseForeignUser } from '../auth/require-session'
import { readBody } from '../body'
import { METHOD_UNAVAILABLE, PAYMENTS_UNAVAILABLE } from '../buying/messages'
import { findMyPurchase } from '../buying/my-purchase'
import { settleExpiredPurchases } from '../buying/purchase-records'
import { effectiveState } from '../buying/purchase-states'
import { createPurchase, findPack, paymentAddress } from '../buying/purchases'
import { idParam, notFound, ok, refuse } from '../http'
import { paymentMethodName } from '../payments/methods'
import { providerFor } from '../payments/registry'
import type { Routes } from '../router'
import { purchaseBodySchema } from '../validation/purchase'

// Purchases: POST compras/{userId} makes one from the player's hold and answers where to pay;
// GET compras/{userId}/{id} reads it back (the page the provider returns to).

export const purchaseRoutes: Routes = {
  'POST rest/compras/:userId': account(async ({ db, params, request, session }) => {
    const foreign = refuseForeignUser(session, params.userId)
    if (foreign) return foreign
    const body = await readBody(request, purchaseBodySchema)
    if (!body.ok) return body.response
    // No provider (PAGOS_SIMULADOS=no, or an unknown adapter): refused before a purchase exists.
    if (!providerFor(body.data.medioPago)) return refuse(PAYMENTS_UNAVAILABLE)
    const now = new Date()
    const created = await createPurchase(db, session.userId, body.data, now)
    if ('refusal' in created) return refuse(created.refusal)
    const { purchase } = created
    const pack = await findPack(db, purchase.packId)
    const redireccion = pack && (await paymentAddress(db, purchase, pack))
    if (!redireccion) return refuse(METHOD_UNAVAILABLE)
    return ok(purchaseCreatedSchema, {
      id: purchase.id,
      estado: effectiveState(purchase, now).estado,
      redireccion,
    })
  }),

  'GET rest/compras/:userId/:id': account(async ({ db, params, session }) => {
    const foreign = refuseForeignUser(session, params.userId)
    if (foreign) return foreign
    const id = idParam(params.id)
    if (id === undefined) return notFound()
    await settleExpiredPurchases(db, new Date(), session.userId)
    const mine = await findMyPurchase(db, session.userId, id)
    if (!mine) return notFound()
    const { purchase, pack, cartones } = mine
    return ok(purchaseSchema, {
      id: purchase.id,
      estado: purchase.estado,
      packNombre: pack?.nombre ?? '',
      sorteos: pack?.sorteos ?? 1,
      medioPagoNombre: paymentMethodName(purchase.medioPago),
      monto: purchase.monto,
      cantidadCartones: purchase.cartones.length,
      fechaSorteo: mine.fechaSorteo.toISOString(),
      sorteoId: purchase.sorteoId,
      mensaje: purchase.mensaje,
      cartones,
    })
  }),
}
