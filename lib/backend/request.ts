import 'server-only'
import { PUBLIC_SCOPE, SCOPE_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@loteria/contract'
import { applySetCookies, cookieHeader, type BackendCookies } from './cookies'
import { requestClientIp } from '@/lib/request-info'
import { parseEnvelope, type Envelope } from './envelope'
import { backendOrigin, send } from './transport'

export const REST = '/servicios/rest'

/** The player's side of a call: the backend cookies kept in the site session. */
export interface BackendCredentials {
  cookies: BackendCookies
}

export interface BackendRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Record<string, string | number | undefined>
  body?: unknown
  /**
   * A JSON body already serialised as a stream, with its length (an identity upload's: its images
   * are not copied into one string, docs/history.md).
   */
  jsonStream?: { stream: ReadableStream<Uint8Array>; length: number }
  /** Public calls carry `scope: publico` (docs/product.md §6). */
  publico?: boolean
  /** Account calls carry the player's backend cookies; updated in place from Set-Cookie. */
  credentials?: BackendCredentials
}

/** A public read (`publico`, GET, no cookies): the same for every visitor, and cacheable. */
function isPublicRead(options: BackendRequestOptions): boolean {
  return Boolean(options.publico) && (options.method ?? 'GET') === 'GET' && !options.credentials
}

/**
 * The request every site→backend call sends: with the player's address whenever a request is
 * being served, so that the backend counts each player apart (an in-process call has no socket
 * of its own, and an operator backend sees only the site's). Public reads carry none: they run
 * at build time and in revalidations too, and their answers are cached for every visitor.
 */
export async function addressedRequest(
  path: string,
  options: BackendRequestOptions = {},
): Promise<Request> {
  if (isPublicRead(options)) return buildRequest(path, options)
  return buildRequest(path, options, await requestClientIp())
}

/**
 * The request as given, with `clientIp` (the player's address, for the backend's limits and
 * records) in X-Forwarded-For. `addressedRequest` is the one to send: it finds the address.
 */
export function buildRequest(
  path: string,
  options: BackendRequestOptions = {},
  clientIp?: string,
): Request {
  const method = options.method ?? 'GET'
  const url = new URL(path, backendOrigin())
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  const headers = new Headers({ accept: 'application/json' })
  if (options.publico) headers.set(SCOPE_HEADER, PUBLIC_SCOPE)
  if (clientIp) headers.set('x-forwarded-for', clientIp)
  const cookies = options.credentials?.cookies
  if (cookies && Object.keys(cookies).length > 0) {
    headers.set('cookie', cookieHeader(cookies))
    const xsrf = cookies[XSRF_COOKIE]
    if (method !== 'GET' && xsrf) headers.set(XSRF_HEADER, xsrf)
  }
  let body: BodyInit | undefined
  if (options.body !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(options.body)
  }
  if (options.jsonStream) {
    headers.set('content-type', 'application/json')
    headers.set('content-length', String(options.jsonStream.length))
    // A stream body needs `duplex: 'half'` (fetch's rule), which the DOM's RequestInit lacks.
    const init = { method, headers, body: options.jsonStream.stream, duplex: 'half' }
    return new Request(url, init as RequestInit)
  }
  return new Request(url, { method, headers, body })
}

/** One call to the backend: builds the request, sends it, keeps cookies, applies the envelope rules. */
export async function backendRequest(
  path: string,
  options: BackendRequestOptions = {},
): Promise<Envelope> {
  const response = await send(await addressedRequest(path, options))
  if (options.credentials) {
    options.credentials.cookies = applySetCookies(
      options.credentials.cookies,
      response.headers.getSetCookie(),
    )
  }
  return parseEnvelope(response)
}
