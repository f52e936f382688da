// What the service worker (app/sw.ts) may keep for offline reading. The worker, the component that
// registers it and the offline page share these rules, so they live in one place.

/** The offline page: precached, shown for any page that is neither online nor stored. */
export const OFFLINE_PATH = '/~offline'

/** Runtime cache of the last results pages a visitor opened, readable offline. */
export const RESULTS_CACHE = 'resultados'
export const RESULTS_MAX_ENTRIES = 10
export const RESULTS_MAX_AGE_SECONDS = 7 * 24 * 60 * 60

/**
 * Never stored by the worker: per-player pages (account, buying, prize claims), the sign-in pages
 * (the password-reset link carries its token in the URL), the site's route handlers and the
 * embedded backend.
 */
const PRIVATE_PREFIXES = [
  '/mi-cuenta',
  '/comprar-carton',
  '/canjear-premios',
  '/login',
  '/registrar',
  '/recuperar',
  '/acceso',
  '/api',
  '/servicios',
]

/** `//mi-cuenta`, `/Mi-Cuenta` or `/mi%2Dcuenta` must not slip past a prefix check. */
function normalise(pathname: string): string {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // A malformed escape: keep the raw path, still checked below.
  }
  return path.replace(/\/{2,}/g, '/').toLowerCase()
}

/** Plain prefixes, without a `/` boundary: when in doubt, the worker stores nothing. */
export function isPrivatePath(pathname: string): boolean {
  const path = normalise(pathname)
  return PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix))
}

/** `/resultados` and one draw's `/resultados/123`. */
export function isResultsPath(pathname: string): boolean {
  const path = normalise(pathname)
  return !isPrivatePath(path) && (path === '/resultados' || path.startsWith('/resultados/'))
}
