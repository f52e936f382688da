import 'server-only'
import { headers } from 'next/headers'

/** The player's address as the proxy saw it, for the backend's session records and rate limits. */
export async function clientIp(): Promise<string> {
  const h = await headers()
  const forwarded = h.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || h.get('x-real-ip') || '127.0.0.1'
}

/** State-changing route handlers accept only same-origin requests (server actions get this from Next). */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return request.headers.get('sec-fetch-site') === 'same-origin'
  try {
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
    return new URL(origin).host === host
  } catch {
    return false
  }
}
