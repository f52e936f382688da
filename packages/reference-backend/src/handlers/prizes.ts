import {
  paymentEntityListSchema,
  pendingExchangesSchema,
  prizeGroupListSchema,
} from '@loteria/contract'
import { account, refuseForeignUser } from '../auth/require-session'
import { findOpenDraw } from '../buying/open-draw'
import { ok } from '../http'
import { pendingExchanges } from '../prizes/card-exchange'
import { myPrizes } from '../prizes/my-prizes'
import { paymentEntities } from '../prizes/payment-entities'
import type { Routes } from '../router'

// Mis premios, the payment entities of the collection request form, and how many free-card
// prizes wait to be exchanged for a card of the open draw.

export const prizeRoutes: Routes = {
  'GET rest/usuarios/mis-premios/:userId': account(async ({ db, params, session }) => {
    const foreign = refuseForeignUser(session, params.userId)
    if (foreign) return foreign
    return ok(prizeGroupListSchema, await myPrizes(db, session.userId))
  }),

  /** Public: the form's entity list, filtered by the site on tipoEntidadSolicitud. */
  'GET rest/solicitud/entidades': async ({ db }) =>
    ok(paymentEntityListSchema, await paymentEntities(db)),

  /** Defined here: `datos: { cantidad, sorteoId }`, the open draw's exchanges still to choose. */
  'GET rest/ticket/canjes-pendientes/:userId': account(async ({ db, params, session }) => {
    const foreign = refuseForeignUser(session, params.userId)
    if (foreign) return foreign
    const open = await findOpenDraw(db)
    if (!open) return ok(pendingExchangesSchema, { cantidad: 0, sorteoId: null })
    return ok(pendingExchangesSchema, {
      cantidad: await pendingExchanges(db, session.userId, open.id),
      sorteoId: open.id,
    })
  }),
}
