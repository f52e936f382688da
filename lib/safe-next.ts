// The `next` parameter after login: only a same-site path, never another origin. The check runs
// on the raw value AND on the normalised path: `/.//evil.example` is a path until the URL parser
// removes the `/.` and leaves `//evil.example`, which a browser reads as another host.

const FALLBACK = '/home'
const BASE = 'http://same.site'

/** A path the browser resolves against this site: one leading slash, no backslash, no controls. */
function isLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(value)
}

// Only pages: a route handler reached by the browser's navigation after login acts on the GET
// (`/api/sesion/expirada` sends the logout form on by itself after a same-site navigation, and
// the redirect after login is one). The path is compared decoded and lower-cased, as a router
// that decodes `%61pi` or folds case would read it.
const NOT_PAGES = /^\/(api|servicios|_next)(\/|$)/

function isPage(pathname: string): boolean {
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return false
  }
  return !NOT_PAGES.test(decoded.toLowerCase())
}

export function safeNextPath(value: string | null | undefined, fallback = FALLBACK): string {
  if (!value || !isLocalPath(value)) return fallback
  try {
    const url = new URL(value, BASE)
    if (url.origin !== BASE) return fallback
    const path = `${url.pathname}${url.search}${url.hash}`
    return isLocalPath(path) && isPage(url.pathname) ? path : fallback
  } catch {
    return fallback
  }
}

// The login and registration pages pass on where the player was going (the purchase a
// new player started), and go there after. A `next` naming one of those pages would only send
// the player round to a form again: it is the home instead.
const ACCOUNT_FORMS = /^\/(login|registrar|recuperar|acceso)(\/|\?|#|$)/

/** Where to go after logging in or registering: a same-site path that is not a login form. */
export function returnPath(next: string | null | undefined): string {
  const path = safeNextPath(next)
  return ACCOUNT_FORMS.test(path) ? FALLBACK : path
}

/** `/login` or `/registrar` carrying `next`, when there is somewhere to return to. */
function formPath(form: '/login' | '/registrar', next: string | null | undefined): string {
  const path = returnPath(next)
  return path === FALLBACK ? form : `${form}?next=${encodeURIComponent(path)}`
}

export const loginPath = (next?: string | null) => formPath('/login', next)
export const registerPath = (next?: string | null) => formPath('/registrar', next)
