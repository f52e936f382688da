// The site's fixed redirects, answered by middleware.ts so they carry the security headers (a
// redirect from next.config.mjs carries none). Edge-safe: no Node APIs.

const FIXED: Record<string, string> = {
  '/': '/home',
  '/mis-premios': '/mi-cuenta/mis-premios',
  '/datos-personales': '/mi-cuenta/datos-personales',
  '/mi-cuenta': '/mi-cuenta/datos-personales',
}

/** Where `pathname?search` goes, or undefined when it is not one of the site's redirects. */
export function redirectTarget(pathname: string, search: URLSearchParams): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const fixed = FIXED[path]
  if (fixed) return fixed
  // A shared link with ?sorteo=ID opens that draw's own, cacheable page.
  const sorteo = search.get('sorteo')
  if (path === '/resultados' && sorteo && /^\d+$/.test(sorteo)) return `/resultados/${sorteo}`
  return undefined
}
