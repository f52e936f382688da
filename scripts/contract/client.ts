import { PUBLIC_SCOPE, SCOPE_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@loteria/contract'

// Plain HTTP to a backend's /servicios, as the site calls it (lib/backend/request.ts): public
// calls carry `scope: publico`; a logged-in client keeps the backend's cookies by hand and echoes
// XSRF-TOKEN as X-XSRF-TOKEN on every non-GET call.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface Answer {
  status: number
  headers: Headers
  text: string
  /** The body as JSON; undefined when it is empty or not JSON (a rule of its own). */
  json: unknown
}

export interface CallOptions {
  query?: Record<string, string | number>
  body?: unknown
  headers?: Record<string, string>
  /** Leave X-XSRF-TOKEN out of a non-GET call (the XSRF rule's check). */
  withoutXsrf?: boolean
}

const TIMEOUT_MS = 15_000

export class Client {
  readonly cookies = new Map<string, string>()

  constructor(readonly origin: string) {}

  url(path: string): URL {
    return new URL(`/servicios/${path}`, this.origin)
  }

  async call(method: Method, path: string, options: CallOptions = {}): Promise<Answer> {
    const url = this.url(path)
    for (const [key, value] of Object.entries(options.query ?? {})) {
      url.searchParams.set(key, String(value))
    }
    const headers = new Headers(options.headers)
    if (this.cookies.size === 0) headers.set(SCOPE_HEADER, PUBLIC_SCOPE)
    else headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    const xsrf = this.cookies.get(XSRF_COOKIE)
    if (method !== 'GET' && xsrf && !options.withoutXsrf) headers.set(XSRF_HEADER, xsrf)
    let body: string | undefined
    if (options.body !== undefined) {
      headers.set('content-type', 'application/json')
      body = JSON.stringify(options.body)
    }
    const response = await fetch(url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    this.keepCookies(response.headers.getSetCookie())
    const text = await response.text()
    return { status: response.status, headers: response.headers, text, json: jsonOf(text) }
  }

  private keepCookies(setCookies: string[]) {
    for (const cookie of setCookies) {
      const [pair = '', ...attributes] = cookie.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === ''
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
}

function jsonOf(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
