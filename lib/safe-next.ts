// The `next` parameter after login: only a same-site path, never another origin. The check runs
// on the raw value AND on the normalised path: `/.//evil.example` is a path until the URL parser
// removes the `/.` and leaves `//evil.example`, which a browser reads as another host.

const FALLBACK = '/home'
const BASE = 'http://same.site'

/** A path the browser resolves against this site: one leading slash, no backslash, no controls. */
function isLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(value)
}

export function safeNextPath(value: string | null | undefined, fallback = FALLBACK): string {
  if (!value || !isLocalPath(value)) return fallback
  try {
    const url = new URL(value, BASE)
    if (url.origin !== BASE) return fallback
    const path = `${url.pathname}${url.search}${url.hash}`
    return isLocalPath(path) ? path : fallback
  } catch {
    return fallback
  }
}
