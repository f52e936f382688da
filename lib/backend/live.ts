import 'server-only'
import { parseDatos } from './envelope'
import { backendRequest, buildRequest, REST, type BackendCredentials } from './request'
import { LAST_EVENT_ID_HEADER, liveStateSchema, myLiveCardsSchema } from '@loteria/contract'
import { backendStreamToken } from '@/lib/config'
import { openStream } from './transport'

// Sorteo en vivo: the state, the player's cards in it, and the event stream (one per site
// process: lib/live/hub.ts). A backend without these calls answers 404 (NotFoundError).

export const readLiveState = async () =>
  parseDatos(await backendRequest(`${REST}/sorteos/en-vivo`, { publico: true }), liveStateSchema)

export const readMyLiveCards = async (credentials: BackendCredentials) =>
  parseDatos(
    await backendRequest(`${REST}/sorteos/en-vivo/mis-cartones`, { credentials }),
    myLiveCardsSchema,
  )

/** The backend's event stream, resumed after `lastEventId`; aborted by `signal`. */
export function openLiveStream(lastEventId: number | undefined, signal: AbortSignal) {
  const request = buildRequest(`${REST}/sorteos/en-vivo/eventos`, { publico: true })
  request.headers.set('accept', 'text/event-stream')
  if (lastEventId !== undefined) request.headers.set(LAST_EVENT_ID_HEADER, String(lastEventId))
  // Over HTTP the backend opens this stream to the site only (docs/history.md);
  // in-process the transport marks the call itself.
  const token = backendStreamToken()
  if (token) request.headers.set('authorization', `Bearer ${token}`)
  return openStream(request, signal)
}
