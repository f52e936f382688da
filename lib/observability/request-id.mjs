// Which id a request carries in the logs and in X-Request-Id (lib/observability/http-hook.mjs).
import crypto from 'node:crypto'
import { fromTrustedProxy } from '../client-address.mjs'

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
  if (fromTrustedProxy(socketAddress, trusted) && typeof value === 'string' && SAFE_ID.test(value))
    return value
  return crypto.randomUUID()
}
