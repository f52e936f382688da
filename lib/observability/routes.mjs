// A request's route as a metric label: few and stable values, whatever the URLs. Ids and numbers
// become `:id`, only the first segments count, and a 404 is one label, so a scanner walking
// random paths cannot grow the metrics without bound.

const DEPTH = 3
const ID = /^(\d+|[0-9a-f]{8,}|[0-9a-f-]{36}|[A-Za-z0-9_-]{24,})$/i

/** Every 404's label, whatever its path. */
export const NOT_FOUND_LABEL = '(no encontrada)'

/** @param {string} url  the request's path, with or without its query @param {number} [status] */
export function routeLabel(url, status) {
  if (status === 404) return NOT_FOUND_LABEL
  const path = String(url ?? '/').split('?')[0] || '/'
  if (path.startsWith('/_next/static/')) return '/_next/static'
  if (path.startsWith('/_next/')) return `/_next/${path.split('/')[2] ?? ''}`
  const depth = path.startsWith('/servicios/') ? DEPTH + 1 : DEPTH
  const segments = path
    .split('/')
    .filter(Boolean)
    .slice(0, depth)
    .map((segment) => (ID.test(segment) ? ':id' : segment.slice(0, 40)))
  return `/${segments.join('/')}`
}
