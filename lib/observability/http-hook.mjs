// Every HTTP request of this process, before Next sees it: an id (X-Request-Id, returned in the
// answer), a context the logger reads, the request and latency metrics by route, and the count of
// requests in flight that a graceful stop waits for (drain). Loaded by the `next start` preload
// (scripts/lib/client-address-preload.mjs) and again by instrumentation.ts for a bare
// `next start`; installing twice is once. State lives on globalThis (two copies of this module).
// It also runs the first half of a graceful stop (`stopAccepting`): see there.
import net from 'node:net'
import { parseTrustedProxies } from '../client-address.mjs'
import { metrics, requestStore } from '@loteria/shared/observability'
import { resolveRequestId } from './request-id.mjs'
import { NOT_FOUND_LABEL, routeLabel } from './routes.mjs'

const KEY = Symbol.for('loteria.observability.http')

function state() {
  globalThis[KEY] ??= {
    installed: false,
    servers: new Set(),
    inFlight: new Set(),
    idle: [],
    draining: false,
    // Connections accepted so far: the stop closes the listener once this stays still.
    connections: 0,
    // While the listener is being closed, requests wait here (undefined otherwise).
    held: undefined,
  }
  return globalThis[KEY]
}

/** Route labels of the last addresses seen: one look-up instead of splitting the path each time. */
const LABELS = new Map()
const MAX_LABELS = 1000
/** Longer addresses are labelled afresh: the memory stays under 1000 × 256 characters. */
const MAX_REMEMBERED_URL = 256

function labelOf(url) {
  if (url.length > MAX_REMEMBERED_URL) return routeLabel(url)
  let label = LABELS.get(url)
  if (label === undefined) {
    label = routeLabel(url)
    // A flood of distinct addresses only empties it now and then.
    if (LABELS.size >= MAX_LABELS) LABELS.clear()
    LABELS.set(url, label)
  }
  return label
}

function track(own, response, method, route) {
  const started = performance.now()
  own.inFlight.add(response)
  const { inFlight, http } = metrics()
  inFlight.set(own.inFlight.size)
  // A process that is stopping closes each connection after its answer: the proxy's next
  // request goes to a process that stays.
  if (own.draining) response.setHeader('Connection', 'close')
  response.on('close', () => {
    own.inFlight.delete(response)
    inFlight.set(own.inFlight.size)
    const status = response.statusCode
    // Every 404 is one label, so a scanner walking random paths cannot grow the metrics.
    const label = status === 404 ? NOT_FOUND_LABEL : route
    http.record(method, label, status, (performance.now() - started) / 1000)
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
    if (event === 'connection') own.connections += 1
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
    own.servers.add(this)
    const method = request.method ?? 'GET'
    const route = labelOf(String(request.url ?? '/'))
    track(own, response, method, route)
    const context = { requestId, method, route }
    const dispatch = () => requestStore().run(context, () => emit.call(this, event, ...args))
    if (!own.held) return dispatch()
    own.held.push(dispatch)
    return true
  }
}

/** Whether a SIGTERM has started the stop: readiness answers 503 from then on. */
export function isDraining() {
  return state().draining
}

/** A whole number of milliseconds from the environment, or `fallback`. */
function millis(value, fallback) {
  const number = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(number) && number >= 0
    ? number
    : fallback
}

/**
 * How the listener closes: `drainMs` (SHUTDOWN_DRAIN_MS, 1 s) with the listener open,
 * readiness saying 503, so that a balancer probing it stops sending; then the listener closes once
 * no connection has arrived for `quietMs`, or after `maxMs` at most.
 */
export function drainSettings(env = process.env) {
  return { drainMs: millis(env.SHUTDOWN_DRAIN_MS, 1000), quietMs: 200, maxMs: 3000 }
}

/**
 * The first half of a graceful stop. Closing a listening socket makes the kernel reset every
 * connection still in its accept queue, handshake done and often the request already sent: with
 * clients that open a connection per request (health checks, scripts, proxies without keep-alive)
 * a stop under load reset some of them in 9 runs of 10. So the listener stays open
 * and everything that arrives is answered, with `Connection: close`, readiness answering 503 from
 * now on. After `drainMs`, new requests are held (not answered yet): a client waiting for its
 * answer opens no new connection, so the accept queue empties and stays empty; once no connection
 * has arrived for `quietMs` the listener is closed, right after an I/O pass has accepted whatever
 * the kernel had queued, and the held requests are answered. A client that connects later is
 * refused (ECONNREFUSED: a proxy sends it elsewhere), never reset. With clients that keep
 * connecting whatever the answers, the listener closes after `maxMs`. Resolves once the
 * listeners no longer accept (their open connections may still be finishing).
 *
 * Open keep-alive connections are not cut: a proxy may be sending a request on one at this very
 * moment (a purchase lost in the soak that way). An idle one ends when its keep-alive time runs
 * out (Node's 5 s; the proxies in deploy/ drop theirs after 4 s, so the proxy always closes first).
 */
export function stopAccepting(settings = drainSettings()) {
  const own = state()
  own.draining = true
  metrics().draining.set(1)
  const closers = []
  own.closed = [...own.servers].map(
    (server) =>
      new Promise((resolve) => {
        // net.Server's close, not http.Server's: that one also cuts the idle connections.
        closers.push(() => net.Server.prototype.close.call(server, () => resolve()))
      }),
  )
  const { drainMs, quietMs, maxMs } = settings
  let listenerClosed = () => {}
  const stoppedListening = new Promise((resolve) => (listenerClosed = resolve))
  setTimeout(() => {
    own.held = []
    const holding = Date.now()
    let seen = own.connections
    // In the check phase, after an I/O pass: the poll phase just before it has accepted every
    // connection the kernel had completed, so none is left in the queue when the listener closes.
    const closeWhenQuiet = () => {
      if (own.connections !== seen && Date.now() - holding < maxMs) {
        seen = own.connections
        setTimeout(() => setImmediate(closeWhenQuiet), quietMs)
        return
      }
      for (const close of closers) close()
      listenerClosed()
      const held = own.held
      own.held = undefined
      for (const dispatch of held) dispatch()
    }
    setTimeout(() => setImmediate(closeWhenQuiet), quietMs)
  }, drainMs)
  return stoppedListening
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
