// The live draw's event stream (GET /api/en-vivo/eventos) written straight to the socket, before
// Next: on draw night one process holds thousands of these for minutes, and each one Next serves
// keeps a Request, a Response and a chain of web streams alive (~250 kB a viewer in
// `npm run bench:en-vivo`). The rules (per-address share, resume cursor, the hub) are the route
// handler's own, lib/live/viewer-door.ts, which instrumentation.ts publishes on globalThis; until
// it has (the first moments of a start) or where this hook cannot run (Vercel), the route handler
// serves the stream. Plain JS, loaded by the `next start` preload and by instrumentation.ts.

import { CLIENT_ADDRESS_HEADER, normalizeAddress } from '../client-address.mjs'

const INSTALLED = Symbol.for('loteria.live.raw-stream.installed')
const DOOR = Symbol.for('loteria.live.door')
const PATH = '/api/en-vivo/eventos'

/** Whether the request is the event stream's GET (with or without its query). */
function isLiveStreamRequest(request) {
  if (request.method !== 'GET') return false
  const url = String(request.url ?? '')
  return url === PATH || url.startsWith(`${PATH}?`)
}

function headerValue(value) {
  return Array.isArray(value) ? value[0] : value
}

/** Serves one viewer through the door; the answer is complete when this returns or later. */
function serveLiveStream(door, request, response) {
  const address =
    headerValue(request.headers[CLIENT_ADDRESS_HEADER]) ||
    normalizeAddress(request.socket?.remoteAddress) ||
    '127.0.0.1'
  const desde = new URL(String(request.url), 'http://sitio').searchParams.get('desde')
  const cursor = door.resumeCursor(headerValue(request.headers['last-event-id']), desde)
  const gone = () => response.writableEnded || response.destroyed
  const release = door.openViewer(address, cursor, {
    start() {
      response.writeHead(200, door.headers)
      response.write(door.retryLine)
    },
    write(chunk) {
      if (!gone()) response.write(chunk)
    },
    end(chunk) {
      if (!gone()) response.end(chunk)
    },
  })
  if (!release) {
    response.writeHead(429, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '30',
    })
    response.end(JSON.stringify({ error: true, mensaje: door.tooManyViewers }))
    return
  }
  response.once('close', release)
}

/**
 * Installed after the page memory and before the client-address hook, so it runs after that hook
 * (the address is resolved) and after the request-id, metrics and security-header hooks, which
 * treat these streams as any other answer. Idempotent.
 */
export function installRawLiveStream(http) {
  const proto = http.Server.prototype
  if (proto[INSTALLED]) return
  proto[INSTALLED] = true
  const emit = proto.emit
  proto.emit = function emitLiveStream(event, request, response, ...rest) {
    const door = globalThis[DOOR]
    if (event === 'request' && door && response && isLiveStreamRequest(request)) {
      serveLiveStream(door, request, response)
      return true
    }
    return emit.call(this, event, request, response, ...rest)
  }
}
