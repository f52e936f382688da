import { XSRF_COOKIE, XSRF_HEADER } from '@loteria/contract'

// The backend's own cookies (SESION and XSRF-TOKEN), set at login. The site keeps them in its
// encrypted session; a browser talking to /servicios directly gets them as set here.

export const SESSION_COOKIE = 'SESION'
export { XSRF_HEADER }

/** `; Secure` in production (as the site's own cookie), unless INSECURE_COOKIES=true for plain http. */
function secureAttribute(env: NodeJS.ProcessEnv = process.env): string {
  return env.NODE_ENV === 'production' && env.INSECURE_COOKIES !== 'true' ? '; Secure' : ''
}

export function sessionCookies(token: string, xsrf: string): string[] {
  const secure = secureAttribute()
  return [
    `${SESSION_COOKIE}=${token}; HttpOnly; Path=/; SameSite=Lax${secure}`,
    `${XSRF_COOKIE}=${xsrf}; Path=/; SameSite=Lax${secure}`,
  ]
}

/** The deletions keep every attribute of the cookies they replace, Secure included. */
export function expiredCookies(): string[] {
  const secure = secureAttribute()
  return [
    `${SESSION_COOKIE}=; HttpOnly; Path=/; SameSite=Lax; Max-Age=0${secure}`,
    `${XSRF_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0${secure}`,
  ]
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined
  }
  return undefined
}

/** The same answer with Set-Cookie headers added (a Response's own headers may be immutable). */
export function withCookies(response: Response, cookies: string[]): Response {
  const headers = new Headers(response.headers)
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return new Response(response.body, { status: response.status, headers })
}
