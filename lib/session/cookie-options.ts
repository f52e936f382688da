// The attributes of the site's cookies, in one place: a cookie is deleted by setting it again,
// empty and expired, and a browser only replaces it when name, Path (and Domain) match, while
// Secure, HttpOnly and SameSite on the deletion keep it as private as the cookie it replaces.
// Client-safe and Edge-safe (middleware.ts reads it): no secrets here.

interface CookieAttributes {
  httpOnly: boolean
  secure: boolean
  sameSite: 'lax'
  path: string
}

/** `Secure` in production, unless INSECURE_COOKIES=true for plain http on a test machine. */
function secureCookies(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production' && env.INSECURE_COOKIES !== 'true'
}

/** The encrypted session cookie (iron-session). */
export function sessionCookieAttributes(env: NodeJS.ProcessEnv = process.env): CookieAttributes {
  return { httpOnly: true, secure: secureCookies(env), sameSite: 'lax', path: '/' }
}

/** The hint that a player is logged in: read by the page's script, so not httpOnly. */
export function hintCookieAttributes(env: NodeJS.ProcessEnv = process.env): CookieAttributes {
  return { httpOnly: false, secure: secureCookies(env), sameSite: 'lax', path: '/' }
}

/** Options that delete a cookie set with `attributes`. */
export function expired(attributes: CookieAttributes) {
  return { ...attributes, maxAge: 0, expires: new Date(0) }
}
