// Headers and cookies of docs/product.md §6 and §7 that both sides name.

/** Public calls carry `scope: publico`. */
export const SCOPE_HEADER = 'scope'
export const PUBLIC_SCOPE = 'publico'

/** The backend's anti-forgery cookie, set at login, echoed in a header on every non-GET call. */
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'x-xsrf-token'

/** An EventSource reconnect names the last event it had. */
export const LAST_EVENT_ID_HEADER = 'last-event-id'
