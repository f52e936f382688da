import { errorFields, logger, metrics } from '@loteria/shared/observability'

// Whether the database answers, as the requests find it. A stopped or restarting PostgreSQL is an
// outage, not a bug: the backend answers 503 with a Spanish message, logs one line when the
// database goes away and one when it is back (not a stack trace per request), and the metrics
// show it (loteria_database_up).

/** The answer's message while the database is away (messages/es.json Errors.unavailable). */
export const UNAVAILABLE_MESSAGE =
  'Servicio no disponible momentáneamente. Intentá de nuevo en unos minutos.'

// Connection classes of PostgreSQL's SQLSTATE (08…), server shutting down or starting (57P0x),
// and the driver's own words for a socket that is gone.
const UNAVAILABLE_CODES =
  /^(08\d{3}|57P0[1-3]|53300|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH)$/
const UNAVAILABLE_TEXT =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error|the database system is (starting up|shutting down)|terminating connection/i

/** Whether `error` (or what it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    if (typeof current !== 'object') return false
    const { code, message, cause, errors } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
      errors?: unknown
    }
    if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true
    if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true
    // A refused `localhost` is an AggregateError of the ::1 and 127.0.0.1 attempts.
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true
    current = cause
  }
  return false
}

const KEY = Symbol.for('loteria.embedded-backend.availability')
type Holder = { [KEY]?: { down: boolean; since: number; failures: number } }

function own() {
  const holder = globalThis as Holder
  holder[KEY] ??= { down: false, since: 0, failures: 0 }
  return holder[KEY]
}

/** Records a failed call: the first one after a working period logs the outage. */
export function databaseWentAway(error: unknown): void {
  const state = own()
  state.failures += 1
  if (state.down) return
  state.down = true
  state.since = Date.now()
  state.failures = 1
  metrics().databaseUp.set(0)
  logger.error(
    'embedded-backend: la base de datos no responde; se contesta 503',
    errorFields(error),
  )
}

/** Records a working call: the first one after an outage logs its end and length. */
export function databaseAnswered(): void {
  const state = own()
  metrics().databaseUp.set(1)
  if (!state.down) return
  state.down = false
  logger.info('embedded-backend: la base de datos responde de nuevo', {
    downSeconds: Math.round((Date.now() - state.since) / 100) / 10,
    failedRequests: state.failures,
  })
}

export function databaseIsDown(): boolean {
  return own().down
}
