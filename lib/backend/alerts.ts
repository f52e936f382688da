import 'server-only'
import { parseDatos } from './envelope'
import { NotFoundError } from './errors'
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
export async function getPrizeNotices(credentials: Credentials, userId: number) {
  try {
    return parseDatos(
      await backendRequest(`${REST}/avisos/premios/${userId}`, { credentials }),
      prizeNoticeListSchema,
    )
  } catch (error) {
    if (error instanceof NotFoundError) return []
    throw error
  }
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
export async function getPushKey(): Promise<string | null> {
  try {
    return parseDatos(
      await backendRequest(`${REST}/push/clave-publica`, { publico: true }),
      pushKeySchema,
    ).clavePublica
  } catch (error) {
    if (error instanceof NotFoundError) return null
    throw error
  }
}

export async function getPushSubscriptions(credentials: Credentials, userId: number) {
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
