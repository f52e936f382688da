// 405 for a method a public page does not take, before Next (plain JS, loaded by the `next start`
// preload and by instrumentation.ts, like lib/page-microcache.mjs). Next renders a page for a PUT,
// a DELETE or a POST that is no server action, and the live page and the draw pages answered them
// in full, each a render (17.5 ms of CPU against 0.77 ms for the remembered page). A page
// takes GET, HEAD and its server actions (lib/public-pages.mjs); route handlers keep their own
// methods, and Next answers the others.

import { PAGE_METHODS, pageTakes } from './public-pages.mjs'

const INSTALLED = Symbol.for('loteria.page-methods.installed')

/** The answer to a method the page does not take: short, never stored. */
function refuseMethod(response) {
  response.writeHead(405, {
    allow: PAGE_METHODS.join(', '),
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  })
  response.end('Método no permitido.')
}

/**
 * Installs the check on http.Server: installed right after the page memory, it runs just before
 * it, after the request id, the metrics and the security headers. Idempotent.
 */
export function installPageMethodGuard(http) {
  const proto = http.Server.prototype
  if (proto[INSTALLED]) return
  proto[INSTALLED] = true
  const emit = proto.emit
  proto.emit = function emitIfPageTakesIt(event, request, response, ...rest) {
    if (
      event === 'request' &&
      response &&
      typeof response.writeHead === 'function' &&
      request?.headers &&
      !pageTakes(request)
    ) {
      refuseMethod(response)
      return true
    }
    return emit.call(this, event, request, response, ...rest)
  }
}
