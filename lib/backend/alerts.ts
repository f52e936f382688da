import 'server-only'
import { parseDatos } from './envelope'
import { orNone } from './optional'
import { backendRequest, REST, type BackendCredentials } from './request'
import {
  prizeNoticeListSchema,
  pushKeySchema,
  pushSubscriptionStateListSchema,
  type PushSubscriptionBody,
} from '@loteria/contract'

// Alerts calls (docs/contract.md, "Backend contract: alerts"). The player's id comes from the
// caller, which takes it from the site session, never from the browser.

type Credentials = BackendCredentials

/** GET avisos/premios/{userId} – prize notices not yet closed; none from a backend without them. */
export async function readPrizeNotices(credentials: Credentials, userId: number) {
  return orNone(
    backendRequest(`${REST}/avisos/premios/${userId}`, { credentials }).then((envelope) =>
      parseDatos(envelope, prizeNoticeListSchema),
    ),
    [],
  )
}

/** POST avisos/premios/{userId}/cerrar – closes the given notices, or all of them. */
export async function closePrizeNotices(
  credentials: Credentials,
  userId: number,
  ids?: readonly number[],
) {
  await backendRequest(`${REST}/avisos/premios/${userId}/cerrar`, {
    method: 'POST',
    credentials,
    body: ids ? { ids } : {},
  })
}

/** GET push/clave-publica – the VAPID public key; null while push is off (or unknown here). */
export async function readPushKey(): Promise<string | null> {
  return orNone(
    backendRequest(`${REST}/push/clave-publica`, { publico: true }).then(
      (envelope) => parseDatos(envelope, pushKeySchema).clavePublica,
    ),
    null,
  )
}

export async function readPushSubscriptions(credentials: Credentials, userId: number) {
  return parseDatos(
    await backendRequest(`${REST}/push/suscripciones/${userId}`, { credentials }),
    pushSubscriptionStateListSchema,
  )
}

/** PUT push/suscripciones/{userId} – saves this browser's subscription and what it asks for. */
export async function savePushSubscription(
  credentials: Credentials,
  userId: number,
  body: PushSubscriptionBody,
) {
  const envelope = await backendRequest(`${REST}/push/suscripciones/${userId}`, {
    method: 'PUT',
    credentials,
    body,
  })
  return envelope.mensaje ?? ''
}

/** POST push/suscripciones/{userId}/baja – forgets this browser's subscription. */
export async function removePushSubscription(
  credentials: Credentials,
  userId: number,
  endpoint: string,
) {
  const envelope = await backendRequest(`${REST}/push/suscripciones/${userId}/baja`, {
    method: 'POST',
    credentials,
    body: { endpoint },
  })
  return envelope.mensaje ?? ''
}
