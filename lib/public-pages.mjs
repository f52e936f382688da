// The site's public addresses, as the hooks in front of Next see them (plain JS, loaded by the
// `next start` preload and by instrumentation.ts, like lib/page-microcache.mjs): which query
// parameters each one reads on the server, and which methods a page takes.
//
// An address renders the same answer whatever else its query carries (utm_source, fbclid, a
// number a script made up), so a parameter not named here is no part of the page memory's key and
// Next is given the address without it: one render serves them all. Parameters read only in the
// browser do not count, since the server's HTML is the same for every value: login's `next` and
// `expirada`, the password reset's `auth`, /verificar's `carton` and `sorteo` (each page is static).
// An address not listed here is keyed by its whole URL, as before.

/** Public pages: what each reads of the query on the server (middleware.ts included). */
const PAGES = {
  '/home': [],
  // A shared link /resultados?sorteo=ID is sent on to the draw's own page (lib/redirects.ts).
  '/resultados': ['sorteo'],
  '/resultados/[sorteo]': [],
  '/ganadores': [],
  '/sorteo-en-vivo': [],
  '/precios': [],
  '/millonarios': [],
  '/promociones': [],
  '/distribuidores': [],
  '/verificar': [],
  '/contacto': [],
  '/reglamento': [],
  '/preguntas-frecuentes': [],
  '/la-empresa': [],
  '/compromiso-social': [],
  '/certificaciones': [],
  '/condiciones': [],
  '/politica-de-privacidad': [],
  '/autoexclusion': [],
  '/autoexclusion/confirmada': ['hasta'],
  '/ayuda/como-comprar': [],
  '/ayuda/agregar-tarjeta': [],
  '/ayuda/verificacion-cuenta': [],
  '/login': [],
  '/registrar': [],
  '/recuperar': [],
  '/acceso/reestablecer': [],
}

/** Route handlers whose answers are shared (`s-maxage`): what each reads. They keep their methods. */
const SHARED_HANDLERS = {
  '/api/en-vivo': [],
  '/api/ganadores': ['cantidad', 'ciudad'],
  '/api/consulta': ['sorteo', 'carton'],
  '/api/ciudades/[codigo]': [],
}

/** Next's cache-busting parameter of an RSC request: Next checks it against the router headers. */
const RSC_QUERY = '_rsc'

/** The methods a page answers; a POST only as a server action. */
export const PAGE_METHODS = ['GET', 'HEAD']

function compile(table, page) {
  return Object.entries(table).map(([route, reads]) => ({
    route,
    page,
    reads: new Set(reads),
    pattern: new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`),
  }))
}

const ROUTES = [...compile(PAGES, true), ...compile(SHARED_HANDLERS, false)]
const EXACT = new Map(ROUTES.filter(({ route }) => !route.includes('[')).map((r) => [r.route, r]))
const DYNAMIC = ROUTES.filter(({ route }) => route.includes('['))

/** The listed route a path belongs to: `{ route, page, reads }`, or undefined. */
export function publicRoute(pathname) {
  return EXACT.get(pathname) ?? DYNAMIC.find(({ pattern }) => pattern.test(pathname))
}

/** The public pages' routes (`[segment]` where a value goes), for the benchmarks. */
export function publicPageRoutes() {
  return Object.keys(PAGES)
}

/**
 * A listed address with only the query parameters its route reads, in a fixed order (and `_rsc`
 * on an RSC request, which Next needs to see); any other URL as it came.
 * @param {string} url the request's path and query
 * @param {boolean} rsc whether the request carries Next's `rsc` header
 */
export function canonicalUrl(url, rsc = false) {
  const question = url.indexOf('?')
  if (question === -1) return url
  const pathname = url.slice(0, question)
  const route = publicRoute(pathname)
  if (!route) return url
  const kept = []
  for (const pair of url.slice(question + 1).split('&')) {
    if (pair === '') continue
    const equals = pair.indexOf('=')
    let name = equals === -1 ? pair : pair.slice(0, equals)
    try {
      name = decodeURIComponent(name.replace(/\+/g, ' '))
    } catch {
      continue
    }
    if (route.reads.has(name) || (rsc && name === RSC_QUERY)) kept.push(pair)
  }
  kept.sort()
  return kept.length === 0 ? pathname : `${pathname}?${kept.join('&')}`
}

/**
 * Whether a public page takes this request: GET, HEAD, or a POST that is a server action (the
 * `Next-Action` header, or a multipart form posted without JavaScript, as lib/early-response.mjs
 * reads them). Any other path is left to its own handler.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 */
export function pageTakes(request) {
  // The method first: a GET, every page's and every handler's, costs no look-up.
  const method = request.method ?? 'GET'
  if (PAGE_METHODS.includes(method)) return true
  const url = String(request.url ?? '')
  const question = url.indexOf('?')
  if (!publicRoute(question === -1 ? url : url.slice(0, question))?.page) return true
  if (method !== 'POST') return false
  const contentType = String(request.headers['content-type'] ?? '').toLowerCase()
  return (
    request.headers['next-action'] !== undefined || contentType.startsWith('multipart/form-data')
  )
}
