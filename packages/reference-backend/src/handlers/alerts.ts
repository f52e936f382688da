import { readBody } from '../body'
import { closeNotices, openPrizeNotices } from '../alerts/notices'
import { vapidKeys } from '../alerts/push'
import { listSubscriptions, removeSubscription, saveSubscription } from '../alerts/subscriptions'
import { account, refuseForeignUser, type AccountContext } from '../auth/require-session'
import { message, ok, refuse } from '../http'
import type { Routes } from '../router'
import { take } from '../throttle'
import {
  closedNoticesSchema,
  closeNoticesSchema,
  isLoopbackEndpoint,
  NOT_A_SUBSCRIPTION,
  prizeNoticeListSchema,
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionStateListSchema,
  pushUnsubscribeSchema,
} from '@loteria/contract'
import { isKnownPushService } from '../alerts/push-hosts'

// Alerts (docs/contract.md, "Backend contract: alerts"): the in-site prize notices, and the push
// subscriptions of the player's browsers. Writes are throttled per account.

const subscriptionBodySchema = pushSubscriptionBodySchema()
const unsubscribeBodySchema = pushUnsubscribeSchema()

const PUSH_OFF = 'Las notificaciones del navegador no están disponibles en este sitio.'
const SAVED = 'Notificaciones guardadas.'
const REMOVED = 'Notificaciones desactivadas en este navegador.'

/** Session, the path's player and the throttle, before the body is read. */
function write(handler: (context: AccountContext) => Promise<Response>) {
  return account(async (context) => {
    const foreign = refuseForeignUser(context.session, context.params.userId)
    if (foreign) return foreign
    const throttled = await take('LIMIT_ALERTS_ACCOUNT', String(context.session.userId))
    if (throttled) return throttled
    return handler(context)
  })
}

/** A notice list or a subscription is a few bytes: a larger body is refused unread. */
const SMALL_BODY = { limit: 16 * 1024 }

/** A local stand-in for a push service (http on this machine) only where it is allowed. */
const localEndpointsAllowed = () => process.env.PUSH_ENDPOINTS_LOCALES === '1'

export const alertRoutes: Routes = {
  'GET rest/avisos/premios/:userId': account(async ({ db, params, session }) => {
    const foreign = refuseForeignUser(session, params.userId)
    if (foreign) return foreign
    return ok(prizeNoticeListSchema, await openPrizeNotices(db, session.userId))
  }),

  'POST rest/avisos/premios/:userId/cerrar': write(async ({ db, request, session }) => {
    const read = await readBody(request, closeNoticesSchema, SMALL_BODY)
    if (!read.ok) return read.response
    const cerrados = await closeNotices(db, 'premios', session.userId, read.data.ids)
    return ok(closedNoticesSchema, { cerrados })
  }),

  /** Public: the VAPID key a browser subscribes with; null while push is off. */
  'GET rest/push/clave-publica': () =>
    ok(pushKeySchema, { clavePublica: vapidKeys()?.publicKey ?? null }),

  'GET rest/push/suscripciones/:userId': account(async ({ db, params, session }) => {
    const foreign = refuseForeignUser(session, params.userId)
    if (foreign) return foreign
    return ok(pushSubscriptionStateListSchema, await listSubscriptions(db, session.userId))
  }),

  'PUT rest/push/suscripciones/:userId': write(async ({ db, request, session }) => {
    if (!vapidKeys()) return refuse(PUSH_OFF)
    const read = await readBody(request, subscriptionBodySchema, SMALL_BODY)
    if (!read.ok) return read.response
    const subscription = read.data
    const allowed = isLoopbackEndpoint(subscription.endpoint)
      ? localEndpointsAllowed()
      : isKnownPushService(subscription.endpoint)
    if (!allowed) return refuse(NOT_A_SUBSCRIPTION)
    await saveSubscription(db, session.userId, subscription)
    return message(SAVED)
  }),

  'POST rest/push/suscripciones/:userId/baja': write(async ({ db, request, session }) => {
    const read = await readBody(request, unsubscribeBodySchema, SMALL_BODY)
    if (!read.ok) return read.response
    await removeSubscription(db, session.userId, read.data.endpoint)
    return message(REMOVED)
  }),
}
