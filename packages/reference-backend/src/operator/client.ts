import fs from 'node:fs'
import path from 'node:path'
import { LAST_EVENT_ID_HEADER, PUBLIC_SCOPE, SCOPE_HEADER } from '@loteria/contract'

// The operator CLI's only way in: the running site's /servicios/operador/* endpoints over HTTP,
// never the database (one process owns the PGlite folder).

export class OperatorError extends Error {}

/**
 * OPERATOR_TOKEN of the shell, else the token `npm start` generated in the data folder
 * (`.data/operator-token`, or under EMBEDDED_DATA_DIR), else the development token.
 */
function cliOperatorToken(env: NodeJS.ProcessEnv = process.env): string {
  if (env.OPERATOR_TOKEN) return env.OPERATOR_TOKEN
  const file = path.join(
    env.EMBEDDED_DATA_DIR || path.join(process.cwd(), '.data'),
    'operator-token',
  )
  try {
    const saved = fs.readFileSync(file, 'utf8').trim()
    if (saved) return saved
  } catch {
    // no generated token: a development server accepts the development one
  }
  return 'development-operator-token'
}

export interface OperatorClient {
  get<T = unknown>(path: string, query?: Record<string, string | undefined>): Promise<T>
  post(path: string, body?: unknown): Promise<string>
  /** A POST whose answer carries data (e.g. running a draw). */
  postForData<T = unknown>(path: string, body?: unknown): Promise<{ mensaje: string; datos: T }>
  /** A multipart POST (e.g. a voucher file). */
  postForm(path: string, form: FormData): Promise<string>
  /** A public event stream under /servicios/rest/ (the live draw's), resumed after an id. */
  openStream(path: string, lastEventId?: string): Promise<Response>
}

interface Envelope {
  error?: boolean
  mensaje?: string
  datos?: unknown
}

export function operatorClient(
  origin = process.env.OPERATOR_URL || 'http://localhost:3000',
  token = cliOperatorToken(),
): OperatorClient {
  async function call(method: 'GET' | 'POST', path: string, url: URL, body?: unknown) {
    let response: Response
    try {
      const form = body instanceof FormData
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          // fetch sets a multipart body's own content type (with its boundary).
          ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new OperatorError(`No se pudo conectar con el sitio en ${origin} (${reason}).`)
    }
    const envelope = (await response.json().catch(() => ({}))) as Envelope
    if (response.status === 401) {
      throw new OperatorError('El sitio rechazó el token de operador (revisá OPERATOR_TOKEN).')
    }
    if (!response.ok || envelope.error) {
      throw new OperatorError(envelope.mensaje || `${method} ${path}: HTTP ${response.status}`)
    }
    return envelope
  }

  const endpoint = (path: string) => new URL(`/servicios/operador/${path}`, origin)

  return {
    async get<T>(path: string, query: Record<string, string | undefined> = {}) {
      const url = endpoint(path)
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined) url.searchParams.set(key, value)
      }
      return (await call('GET', path, url)).datos as T
    },
    async post(path: string, body?: unknown) {
      return (await call('POST', path, endpoint(path), body)).mensaje ?? ''
    },
    async postForData<T>(path: string, body?: unknown) {
      const envelope = await call('POST', path, endpoint(path), body)
      return { mensaje: envelope.mensaje ?? '', datos: envelope.datos as T }
    },
    async postForm(path: string, form: FormData) {
      return (await call('POST', path, endpoint(path), form)).mensaje ?? ''
    },
    async openStream(path: string, lastEventId?: string) {
      // The backend's stream is the site's only: the operator's token opens it too.
      const headers: Record<string, string> = {
        accept: 'text/event-stream',
        [SCOPE_HEADER]: PUBLIC_SCOPE,
        authorization: `Bearer ${token}`,
      }
      if (lastEventId) headers[LAST_EVENT_ID_HEADER] = lastEventId
      const url = new URL(`/servicios/rest/${path}`, origin)
      let response: Response
      try {
        response = await fetch(url, { headers })
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        throw new OperatorError(`No se pudo conectar con el sitio en ${origin} (${reason}).`)
      }
      if (!response.ok || !response.body) {
        throw new OperatorError(`GET ${path}: HTTP ${response.status}`)
      }
      return response
    },
  }
}
