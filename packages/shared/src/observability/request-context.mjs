// The request a line of log belongs to. The site's HTTP hook (lib/observability/http-hook.mjs)
// runs each request inside this store; the logger reads it, in the site and the backend alike. Kept on globalThis: the `next start` preload and the bundled
// server code load separate copies of this module, and both must see the same store.
import { AsyncLocalStorage } from 'node:async_hooks'

const KEY = Symbol.for('loteria.observability.request-context')

/** @returns {AsyncLocalStorage<{ requestId: string, route: string, method: string }>} */
export function requestStore() {
  globalThis[KEY] ??= new AsyncLocalStorage()
  return globalThis[KEY]
}

export function currentRequest() {
  return requestStore().getStore()
}
