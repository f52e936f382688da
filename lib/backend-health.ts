import { logger } from '@loteria/shared/observability'

// Whether the backend answers, for middleware.ts and readiness: an account page must answer 503
// (with the Spanish page and Retry-After) while the backend or its database is away, so monitors
// and caches see it; a server component cannot set its status. The check is the readiness probe
// (lib/backend/transport.ts probeBackend: the embedded backend's `select 1`, or the operator
// backend's clock), which instrumentation.ts shares here: middleware.ts cannot import the
// transport, which would bundle a second copy of the embedded backend into it.
//
// One state per process (globalThis: the middleware and the route handlers are bundled apart),
// and one JSON line when the backend goes away and one when it is back, with how long it was away
// (every request that found it away or back used to log, 14 pairs in 11 s).

type Probe = () => Promise<boolean>

/** A result is reused this long: an outage is seen within a second, and probed at most so often. */
const FRESH_MS = 1_000

interface Health {
  probe?: Probe
  knownDown?: Probe
  up: boolean
  at: number
  downSince: number
  checking?: Promise<boolean>
}

const KEY = Symbol.for('loteria.backendHealth')
type WithHealth = typeof globalThis & { [KEY]?: Health }

function health(): Health {
  const scope = globalThis as WithHealth
  scope[KEY] ??= { up: true, at: 0, downSince: 0 }
  return scope[KEY]
}

/**
 * Called once at start (instrumentation.ts) with the transport's probe, and its word on whether a
 * request has already found the backend away (the embedded backend's queries know first).
 */
export function shareBackendProbe(probe: Probe, knownDown?: Probe): void {
  health().probe = probe
  health().knownDown = knownDown
}

function record(up: boolean, now: number): void {
  const state = health()
  if (state.up && !up) {
    state.downSince = now
    logger.error('sitio: el backend no responde; las páginas de cuenta contestan 503')
  } else if (!state.up && up) {
    logger.info('sitio: el backend responde de nuevo', {
      downSeconds: Math.round((now - state.downSince) / 100) / 10,
    })
  }
  state.up = up
  state.at = now
}

/**
 * A call found the backend away (lib/backend/transport.ts): known at once, not a second later by
 * the next probe, so the account pages say 503 from the outage's first request. Only a probe
 * says it is back.
 */
export function backendWentAway(): void {
  record(false, Date.now())
}

/**
 * Whether the backend answers, from a check at most `maxAgeMs` old (concurrent callers share one
 * probe). Without a shared probe (no instrumentation: unit tests) it is taken to answer.
 */
export async function backendReachable(maxAgeMs = FRESH_MS): Promise<boolean> {
  const state = health()
  if (!state.probe) return true
  if (state.at > 0 && Date.now() - state.at < maxAgeMs) {
    // A fresh "up" gives way at once to a request that has just found it away; only a probe
    // (below, once the result is stale) says it is back.
    if (state.up && (await state.knownDown?.().catch(() => false))) record(false, Date.now())
    return state.up
  }
  state.checking ??= state
    .probe()
    .catch(() => false)
    .then((up) => {
      record(up, Date.now())
      return up
    })
    .finally(() => {
      state.checking = undefined
    })
  return state.checking
}
