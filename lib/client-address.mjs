// The client's address, for rate limits and session records (plain JS: the `next start` preload
// and instrumentation.ts both load it). Next sets X-Forwarded-For from the socket only when the
// request has none (node_modules/next/dist/server/base-server.js: `??=`), so a script that sends
// its own header would pick its address. Here the socket decides, unless TRUSTED_PROXIES says a
// proxy is in front: a hop count (`1` behind one nginx) or a list of the proxies' addresses.

/** The header this process writes (and overwrites) with the resolved address. */
export const CLIENT_ADDRESS_HEADER = 'x-loteria-cliente'

/** `::ffff:127.0.0.1` → `127.0.0.1`; trims and lower-cases. */
export function normalizeAddress(address) {
  const value = String(address ?? '')
    .trim()
    .toLowerCase()
  return value.startsWith('::ffff:') && value.includes('.') ? value.slice(7) : value
}

/** `undefined` (no proxy), a hop count, or a set of proxy addresses. */
export function parseTrustedProxies(value) {
  const raw = String(value ?? '').trim()
  if (raw === '' || raw === '0') return undefined
  if (/^\d+$/.test(raw)) return Number(raw)
  return new Set(raw.split(',').map(normalizeAddress).filter(Boolean))
}

/**
 * Walks from the socket leftwards through X-Forwarded-For: each trusted proxy appends the address
 * it saw on the right, so the first untrusted address from the right is the client. Entries left
 * of it were written by the client and never count.
 */
export function resolveClientAddress(socketAddress, forwardedFor, trusted) {
  const socket = normalizeAddress(socketAddress)
  if (trusted === undefined) return socket
  const chain = [
    ...String(forwardedFor ?? '')
      .split(',')
      .map(normalizeAddress)
      .filter(Boolean),
    socket,
  ]
  if (typeof trusted === 'number') return chain[Math.max(0, chain.length - 1 - trusted)]
  let index = chain.length - 1
  while (index > 0 && trusted.has(chain[index])) index -= 1
  return chain[index]
}

/**
 * Whether the request's socket is a proxy TRUSTED_PROXIES names (any socket, with a hop count:
 * the operator says one is always in front).
 */
export function fromTrustedProxy(socketAddress, trusted) {
  if (trusted === undefined) return false
  if (typeof trusted === 'number') return trusted > 0
  return trusted.has(normalizeAddress(socketAddress))
}

/**
 * What a proxy says about the browser's request besides its address: the host and scheme it
 * addressed. The origin checks compare X-Forwarded-Host with Origin (lib/same-origin.ts,
 * lib/early-response.mjs), so a script's own header would vouch for its own Origin.
 */
const FORWARDED_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded']

/** Removes the forwarded headers of a request that did not come through a trusted proxy. */
export function dropUntrustedForwarding(request, trusted) {
  if (fromTrustedProxy(request.socket?.remoteAddress, trusted)) return
  const headers = request.headers
  // Only where present: a delete reshapes the headers object, which then reads slower for Next.
  for (const name of FORWARDED_HEADERS) if (headers[name] !== undefined) delete headers[name]
}

const INSTALLED = Symbol.for('loteria.client-address.installed')

/** Whether the URL's path decodes: `%E0%A4%A` or a lone `%` would make Next answer 500. */
function pathDecodes(url) {
  const text = String(url ?? '')
  // Most addresses have no escape at all: nothing to decode.
  if (!text.includes('%')) return true
  const path = text.split('?')[0]
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** The 400 for a path that does not decode: the contract's envelope under /servicios, else text. */
function refuseMalformed(request, response) {
  const servicios = String(request.url).startsWith('/servicios/')
  response.writeHead(400, {
    'content-type': servicios ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  response.end(
    servicios
      ? JSON.stringify({ error: true, mensaje: 'Solicitud mal formada' })
      : 'Solicitud mal formada: la dirección no es válida.',
  )
}

/**
 * Before Next sees a request: writes the resolved address into CLIENT_ADDRESS_HEADER (replacing
 * whatever the client sent under that name), drops forwarded headers no trusted proxy wrote, and
 * answers 400 to a path whose percent-encoding is
 * malformed (Next would answer 500). Idempotent.
 */
export function installClientAddressHook(http, env = process.env) {
  const proto = http.Server.prototype
  if (proto[INSTALLED]) return
  const trusted = parseTrustedProxies(env.TRUSTED_PROXIES)
  const emit = proto.emit
  proto.emit = function emitWithClientAddress(event, request, ...rest) {
    if (event === 'request' && request && request.headers) {
      if (!pathDecodes(request.url)) {
        refuseMalformed(request, rest[0])
        return true
      }
      dropUntrustedForwarding(request, trusted)
      request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
        request.socket?.remoteAddress,
        request.headers['x-forwarded-for'],
        trusted,
      )
    }
    return emit.call(this, event, request, ...rest)
  }
  proto[INSTALLED] = true
}
