// The request a line of log belongs to. The HTTP hook (http-hook.mjs) runs each request inside
// this store; the logger reads it. Kept on globalThis: the `next start` preload and the bundled
// server code load separate copies of this module, and both must see the same store.
import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'
import { normalizeAddress } from '../client-address.mjs'

const KEY = Symbol.for('loteria.observability.request-context')

/** @returns {AsyncLocalStorage<{ requestId: string, route: string, method: string }>} */
export function requestStore() {
  globalThis[KEY] ??= new AsyncLocalStorage()
  return globalThis[KEY]
}

export function currentRequest() {
  return requestStore().getStore()
}

/** Letters, digits and `._:-` only: an id that reaches a log line or a header cannot break either. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,100}$/

/**
 * The id of a request: the one a trusted proxy sent in X-Request-Id (so the proxy's log and ours
 * name the same request), else a new one. A client's own header is ignored when no proxy is
 * trusted, or when the request did not come from one.
 * @param {string | string[] | undefined} incoming
 * @param {string | undefined} socketAddress
 * @param {number | Set<string> | undefined} trusted  as parseTrustedProxies returns it
 */
export function resolveRequestId(incoming, socketAddress, trusted) {
  const value = Array.isArray(incoming) ? incoming[0] : incoming
  const fromProxy =
    trusted !== undefined &&
    (typeof trusted === 'number' ? trusted > 0 : trusted.has(normalizeAddress(socketAddress)))
  if (fromProxy && typeof value === 'string' && SAFE_ID.test(value)) return value
  return crypto.randomUUID()
}
