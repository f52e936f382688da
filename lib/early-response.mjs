// What every answer gets, whoever writes it (plain JS: loaded by the `next start` preload and by
// instrumentation.ts, like lib/client-address.mjs). Next writes some answers itself, where
// next.config's `headers()` and middleware never run: the trailing-slash and `//host` redirects,
// and the 500 of a server action whose Origin it refuses. So the security headers are filled in
// when the status line is written, each one only if the answer has not set it (the simulated
// provider's page keeps its own, stricter CSP and Referrer-Policy), and an action request from
// another origin is answered 403 before Next's action handler throws.

import { dropUntrustedForwarding, parseTrustedProxies } from './client-address.mjs'
import { securityHeaders } from './security-headers.mjs'

const INSTALLED = Symbol.for('loteria.early-response.installed')

/** Route handlers check their own origin (lib/same-origin.ts); pages only take actions. */
const NOT_PAGES = /^\/(api|servicios|_next)\//

/** The host a browser addressed, as Next's action handler compares it. */
function addressedHost(headers) {
  const forwarded = headers['x-forwarded-host']
  return (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? headers.host
}

/**
 * A POST that Next's action handler would refuse with a 500: a server action (the `Next-Action`
 * header, or a multipart form posted to a page) whose Origin is `null`, malformed or another
 * host. No Origin at all is left to Next, which lets it through (browsers always send one).
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 */
export function isForeignAction(request) {
  if (request.method !== 'POST' || NOT_PAGES.test(String(request.url ?? ''))) return false
  const headers = request.headers
  const contentType = String(headers['content-type'] ?? '').toLowerCase()
  if (headers['next-action'] === undefined && !contentType.startsWith('multipart/form-data'))
    return false
  const origin = headers.origin
  if (origin === undefined) return false
  try {
    return new URL(String(origin)).host !== addressedHost(headers)
  } catch {
    return true
  }
}

const NONE = new Set()

/** The header names given to writeHead itself (an object, or a flat [name, value, …] list). */
function givenNames(args) {
  const given = args.find((arg) => arg !== null && typeof arg === 'object')
  if (!given) return NONE
  const names = Array.isArray(given) ? given.filter((_, i) => i % 2 === 0) : Object.keys(given)
  return new Set(names.map((name) => String(name).toLowerCase()))
}

/** Adds each security header the answer lacks, just before its status line is written. */
export function fillSecurityHeaders(response, headers) {
  const writeHead = response.writeHead
  response.writeHead = function writeHeadWithSecurityHeaders(statusCode, ...args) {
    // Most answers give writeHead no headers of their own (Node's implicit call): no set to build.
    const given = args.length === 0 ? NONE : givenNames(args)
    for (const { key, value } of headers) {
      if (this.hasHeader(key) || (given !== NONE && given.has(key.toLowerCase()))) continue
      this.setHeader(key, value)
    }
    return writeHead.call(this, statusCode, ...args)
  }
}

/**
 * Security headers on every answer, and 403 for a foreign server action. Idempotent; installed
 * after the client-address hook, so it runs first and that hook's own 400 gets the headers too.
 */
export function installEarlyResponseHook(http, env = process.env) {
  const proto = http.Server.prototype
  if (proto[INSTALLED]) return
  const headers = securityHeaders(env)
  const trusted = parseTrustedProxies(env.TRUSTED_PROXIES)
  const emit = proto.emit
  proto.emit = function emitWithSecurityHeaders(event, request, response, ...rest) {
    if (event === 'request' && response && typeof response.writeHead === 'function') {
      fillSecurityHeaders(response, headers)
      // This hook runs before the client-address one: the host it compares must be trusted too.
      if (request && request.headers) dropUntrustedForwarding(request, trusted)
      if (request && request.headers && isForeignAction(request)) {
        response.writeHead(403, {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
        })
        response.end('Origen no permitido.')
        return true
      }
    }
    return emit.call(this, event, request, response, ...rest)
  }
  proto[INSTALLED] = true
}
