import 'server-only'
import { headers } from 'next/headers'
import { unstable_rethrow } from 'next/navigation'
import { CLIENT_ADDRESS_HEADER } from './client-address.mjs'
import { isSameOriginRequest } from './same-origin'

/**
 * The player's address for the backend's session records and rate limits: the socket's, or what
 * a proxy named in TRUSTED_PROXIES reported (lib/client-address.mjs writes it into every request).
 */
export async function clientIp(): Promise<string> {
  return clientAddressOf(await headers())
}

/**
 * The player's address when a request is being served, else undefined: a build, a revalidation
 * or a background task has no player, and must neither fail nor pretend one. Next's own signals
 * (a prerender bailing out to dynamic rendering) go through untouched.
 */
export async function requestClientIp(): Promise<string | undefined> {
  try {
    return clientAddressOf(await headers())
  } catch (error) {
    unstable_rethrow(error)
    return undefined
  }
}

export function clientAddressOf(h: Headers): string {
  // Without the hook (never under `npm start`; instrumentation.ts installs it for a bare
  // `next start`) only Next's own value is left: the socket's when the client sent no header.
  return (
    h.get(CLIENT_ADDRESS_HEADER) ||
    h.get('x-forwarded-for')?.split(',').at(-1)?.trim() ||
    '127.0.0.1'
  )
}

/**
 * State-changing route handlers accept only same-origin requests (server actions get this from
 * Next, and from lib/early-response.mjs): lib/same-origin.ts says which.
 */
export function isSameOrigin(request: Request): boolean {
  return isSameOriginRequest(request.headers)
}
