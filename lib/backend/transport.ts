import 'server-only'
import { backendTimeoutMs, backendUrl } from '@/lib/config'
import { errorFields, logger, metrics } from '@loteria/shared/observability'
import { backendWentAway } from '@/lib/backend-health'
import { BackendUnavailableError } from './errors'

// The only place that knows where the backend is (docs/architecture.md §1): over HTTP when
// BACKEND_URL is set, in-process to the embedded backend otherwise. Everything above builds a
// standard Request and reads a standard Response either way.

/** Origin used for in-process requests; never dialled. */
const EMBEDDED_ORIGIN = 'http://embedded.invalid'

export function backendOrigin(): string {
  return backendUrl() ?? EMBEDDED_ORIGIN
}

/** The backend (or its database) is away, not wrong: the outage's answers. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504])

export async function send(request: Request): Promise<Response> {
  const timeout = backendTimeoutMs()
  const stop = metrics().backendLatency.startTimer()
  try {
    const response = await answer(request, timeout)
    metrics().backendCalls.inc({ outcome: response.status >= 500 ? 'failed' : 'ok' })
    if (UNAVAILABLE_STATUSES.has(response.status)) backendWentAway()
    return response
  } catch (error) {
    metrics().backendCalls.inc({ outcome: 'failed' })
    backendWentAway()
    throw error
  } finally {
    stop()
  }
}

async function answer(request: Request, timeout: number): Promise<Response> {
  try {
    if (backendUrl() === undefined) {
      const { handle, ready } = await import('@loteria/reference-backend')
      // Opening (and on first start, seeding) the database is not the backend being slow.
      await ready()
      // In-process, the request was built by this site: its X-Forwarded-For is the address the
      // site established (lib/request-info), not a header a visitor wrote.
      const clientAddress = request.headers.get('x-forwarded-for') ?? undefined
      return await withTimeout(handle(request, { clientAddress, inProcess: true }), timeout)
    }
    return await withTimeout(overHttp(request, timeout), timeout)
  } catch (error) {
    logger.warn('backend: la llamada falló', {
      method: request.method,
      path: new URL(request.url).pathname,
      ...errorFields(error),
    })
    throw error instanceof BackendUnavailableError
      ? error
      : new BackendUnavailableError('El servicio no está disponible')
  }
}

/**
 * Whether a request has already found the backend's database away (the embedded backend knows
 * from its queries, whoever made them; an operator's backend: unknown here, `send` reports it).
 */
export async function backendKnownDown(): Promise<boolean> {
  if (backendUrl() !== undefined) return false
  const { databaseIsDown } = await import('@loteria/reference-backend')
  return databaseIsDown()
}

/** The embedded backend's HTTP face (app/servicios): `clientAddress` as the site resolved it. */
export async function serveEmbedded(request: Request, clientAddress: string): Promise<Response> {
  const { handle } = await import('@loteria/reference-backend')
  return handle(request, { clientAddress })
}

/**
 * The operator's token at one of the site's own doors (/api/metricas), with BACKEND_URL too: the
 * embedded backend's operator door, so refused tokens are logged and counted per address with
 * /servicios/operador/* (LIMIT_OPERATOR_FAILURES). It opens no database.
 */
export async function refuseOperatorToken(
  request: Request,
  clientAddress: string,
  path: string,
): Promise<Response | undefined> {
  const { refuseOperator } = await import('@loteria/reference-backend')
  return refuseOperator(request, clientAddress, path, 'sitio')
}

/** Whether the embedded backend's simulated payment providers are on (never with BACKEND_URL). */
export async function simulatedPaymentsActive(): Promise<boolean> {
  if (backendUrl() !== undefined) return false
  const backend = await import('@loteria/reference-backend')
  return backend.simulatedPaymentsActive()
}

/**
 * Readiness (GET /api/salud/listo): the embedded backend's database answers a trivial query, or
 * the operator's backend answers its clock, within `timeoutMs`.
 */
export async function probeBackend(timeoutMs = 2000): Promise<boolean> {
  if (backendUrl() === undefined) {
    const { probe } = await import('@loteria/reference-backend')
    return withTimeout(probe(), timeoutMs).catch(() => false)
  }
  try {
    const response = await fetch(`${backendUrl()}/servicios/rest/usuarios/hora-servidor`, {
      headers: { scope: 'publico' },
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    })
    return response.status < 500
  } catch {
    return false
  }
}

/**
 * A long-lived answer (an event stream): the timeout covers the answer's headers only; the body
 * flows until the caller aborts `signal` or the backend ends it.
 */
export async function openStream(request: Request, signal: AbortSignal): Promise<Response> {
  const timeout = backendTimeoutMs()
  if (backendUrl() === undefined) {
    const { handle, ready } = await import('@loteria/reference-backend')
    await ready()
    const inProcess = new Request(request, { signal })
    return withTimeout(handle(inProcess, { inProcess: true }), timeout)
  }
  const headers = AbortSignal.timeout(timeout)
  const controller = new AbortController()
  const abort = () => controller.abort()
  signal.addEventListener('abort', abort, { once: true })
  headers.addEventListener('abort', abort, { once: true })
  try {
    const response = await fetch(request.url, {
      method: 'GET',
      headers: request.headers,
      signal: controller.signal,
    })
    return response
  } finally {
    // Headers arrived (or failed): from here only the caller's signal ends the stream.
    headers.removeEventListener('abort', abort)
  }
}

/**
 * The request goes to fetch as a URL and options, not as a Request. Next's patched fetch copies a
 * Request input into new Request objects, and each copy follows the previous one's abort signal
 * only through a weak reference: after a garbage collection the timeout no longer reached the
 * socket, and a page waited for a silent backend forever (the flaky "never answers" test). The
 * race in `send` is the second guard: the caller gets its answer at the deadline whatever fetch does.
 */
async function overHttp(request: Request, timeout: number): Promise<Response> {
  const body = request.body ? await request.arrayBuffer() : undefined
  return fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    redirect: request.redirect,
    signal: AbortSignal.timeout(timeout),
  })
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BackendUnavailableError('Tiempo de espera agotado')), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
