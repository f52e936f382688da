import { findPack } from '../buying/purchases'
import { decidePayment, findCheckoutPurchase } from '../buying/payment-decision'
import { decisionSchema, effectiveState } from '../buying/purchase-states'
import { returnAddress } from '../buying/return-address'
import { notFound, ok, status } from '../http'
import { checkoutNotice, checkoutPage } from '../payments/checkout-page'
import { isPaymentMethodCode, paymentMethodName } from '../payments/methods'
import { providerFor } from '../payments/registry'
import type { Routes } from '../router'

// The simulated provider's checkout (GET shows the purchase, POST applies the player's choice
// once and sends them back to the site with 303), and the notifications of real providers. Not
// under rest/: this is the provider's side, reached by the browser, not the site's backend client.

const FORM_LIMIT = 4096

const NOT_FOUND = () =>
  checkoutNotice(404, 'Pago no encontrado', 'El enlace de pago no existe o ya no es válido.')

async function readDecision(request: Request) {
  if (Number(request.headers.get('content-length') ?? 0) > FORM_LIMIT) return undefined
  const text = await request.text()
  if (text.length > FORM_LIMIT) return undefined
  const parsed = decisionSchema.safeParse(new URLSearchParams(text).get('decision'))
  return parsed.success ? parsed.data : undefined
}

export const pasarelaRoutes: Routes = {
  'GET pasarela/:medio/:token': async ({ db, params }) => {
    const purchase = await findCheckoutPurchase(db, params.medio ?? '', params.token ?? '')
    if (!purchase) return NOT_FOUND()
    const pack = await findPack(db, purchase.packId)
    return checkoutPage({
      proveedor: paymentMethodName(purchase.medioPago),
      descripcion: pack?.nombre ?? '',
      monto: purchase.monto,
      cantidadCartones: purchase.cartones.length,
      ...effectiveState(purchase, new Date()),
      volverA: returnAddress(purchase.retorno, purchase.id),
    })
  },

  'POST pasarela/:medio/:token': async ({ db, params, request }) => {
    // The token already makes a forged decision impossible to aim; this also refuses any other
    // site's form.
    if (request.headers.get('sec-fetch-site') === 'cross-site') {
      return checkoutNotice(
        403,
        'Solicitud rechazada',
        'Esta página solo acepta su propio formulario.',
      )
    }
    const decision = await readDecision(request)
    if (!decision) {
      return checkoutNotice(
        400,
        'Solicitud no válida',
        'Elegí Aprobar pago, Rechazar pago o Cancelar y volver.',
      )
    }
    const purchase = await decidePayment(
      db,
      params.medio ?? '',
      params.token ?? '',
      decision,
      new Date(),
    )
    if (!purchase) return NOT_FOUND()
    return new Response(null, {
      status: 303,
      headers: {
        location: returnAddress(purchase.retorno, purchase.id),
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      },
    })
  },

  /**
   * A real provider's server-to-server notification, read and checked by its adapter. The
   * simulated provider sends none (its page posts the choice), so it answers 404.
   */
  'POST pasarela/:medio/notificacion': async ({ db, params, request }) => {
    const medio = params.medio ?? ''
    const provider = isPaymentMethodCode(medio) ? providerFor(medio) : undefined
    if (!provider?.readNotification) return notFound()
    const notification = await provider.readNotification(request)
    if (!notification) return status(400, 'Notificación no válida')
    const purchase = await decidePayment(
      db,
      medio,
      notification.referencia,
      notification.decision,
      new Date(),
    )
    return purchase ? ok({ id: purchase.id, estado: purchase.estado }) : notFound()
  },
}
