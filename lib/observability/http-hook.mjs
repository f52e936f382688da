// Every HTTP request of this process, before Next sees it: an id (X-Request-Id, returned in the
// answer), a context the logger reads, the request and latency metrics by route, and the count of
// requests in flight that a graceful stop waits for (drain). Loaded by the `next start` preload
// (scripts/lib/client-address-preload.mjs) and again by instrumentation.ts for a bare
// `next start`; installing twice is once. State lives on globalThis (two copies of this module).
import net from 'node:net'
import { parseTrustedProxies } from '../client-address.mjs'
import { metrics, requestStore } from '@loteria/shared/observability'
import { resolveRequestId } from './request-id.mjs'
import { routeLabel } from './routes.mjs'

const KEY = Symbol.for('loteria.observability.http')

function state() {
  globalThis[KEY] ??= {
    installed: false,
    servers: new Set(),
    inFlight: new Set(),
    idle: [],
    draining: false,
  }
  return globalThis[KEY]
}

function track(server, request, response) {
  const own = state()
  own.servers.add(server)
  const started = process.hrtime.bigint()
  const method = request.method ?? 'GET'
  own.inFlight.add(response)
  metrics().inFlight.set(own.inFlight.size)
  // A process that is stopping closes each connection after its answer: the proxy's next
  // request goes to a process that stays.
  if (own.draining) response.setHeader('Connection', 'close')
  response.once('close', () => {
    own.inFlight.delete(response)
    const { requests, latency, inFlight } = metrics()
    inFlight.set(own.inFlight.size)
    const route = routeLabel(request.url, response.statusCode)
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    requests.inc({ method, route, status: String(response.statusCode) })
    latency.observe({ method, route }, seconds)
    if (own.inFlight.size === 0) for (const wake of own.idle.splice(0)) wake()
  })
}

export function installHttpHook(http, env = process.env) {
  const own = state()
  if (own.installed) return
  own.installed = true
  const trusted = parseTrustedProxies(env.TRUSTED_PROXIES)
  const proto = http.Server.prototype
  const emit = proto.emit
  proto.emit = function emitObserved(event, ...args) {
    if (event === 'listening') own.servers.add(this)
    if (event !== 'request') return emit.call(this, event, ...args)
    const [request, response] = args
    const requestId = resolveRequestId(
      request.headers['x-request-id'],
      request.socket?.remoteAddress,
      trusted,
    )
    // Replaced, so that the site (and the embedded backend behind it) reads the resolved id.
    request.headers['x-request-id'] = requestId
    response.setHeader('X-Request-Id', requestId)
    track(this, request, response)
    const context = { requestId, method: request.method ?? 'GET', route: routeLabel(request.url) }
    return requestStore().run(context, () => emit.call(this, event, ...args))
  }
}

/** Whether a SIGTERM has started the stop: readiness answers 503 from then on. */
export function isDraining() {
  return state().draining
}

/**
 * The first half of a graceful stop: the listening sockets close (new connections are refused, so
 * a proxy sends them to another process) and readiness answers 503 from here on. Open keep-alive
 * connections are not cut: a proxy may be sending a request on one at this very moment (a
 * purchase lost in the soak that way). Each answer from now on says `Connection: close`, and an
 * idle connection ends when its keep-alive time runs out (Node's 5 s; the proxies in deploy/
 * drop theirs after 4 s, so the proxy always closes first).
 */
export function stopAccepting() {
  const own = state()
  own.draining = true
  metrics().draining.set(1)
  own.closed = [...own.servers].map(
    (server) =>
      new Promise((resolve) => {
        // net.Server's close, not http.Server's: that one also cuts the idle connections.
        net.Server.prototype.close.call(server, () => resolve())
      }),
  )
}

/**
 * The second half: waits until every accepted request has been answered and every connection has
 * ended, or `timeoutMs` has passed, then cuts what is left. Resolves with how many requests were
 * still open at the deadline.
 */
export async function finishInFlight(timeoutMs) {
  const own = state()
  const answered =
    own.inFlight.size === 0
      ? Promise.resolve()
      : new Promise((resolve) => own.idle.push(() => resolve()))
  let timer
  await Promise.race([
    Promise.all([answered, ...(own.closed ?? [])]),
    new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ])
  clearTimeout(timer)
  const left = own.inFlight.size
  for (const server of own.servers) server.closeAllConnections?.()
  return left
}

/** Requests accepted and not yet answered. */
export function inFlightCount() {
  return state().inFlight.size
}
