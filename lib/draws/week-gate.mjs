// The week's pages are never answered from a copy made before the week last changed. Next keeps a
// rendered page and, once its lifetime is over, still answers the kept copy to the next visitor
// while it renders again (stale-while-revalidate): after a draw, that visitor read the played draw
// as the one on sale. Expiring the cache tags cannot reach every copy (the build's prerendered page
// on a new process, a change no request told this process about), so this gate, in front of Next
// in this process, asks Next to render the page again for the first request of each week page
// after the process starts and after each change of the week (lib/draws/week-server-watch.ts,
// lib/draws/week-changes.ts). It uses Next's own on-demand revalidation: the request carries the
// build's preview id (never sent to a browser) in `x-prerender-revalidate`, and Next renders
// afresh, with fresh backend data, and keeps that copy for everyone after. Plain JS, loaded by the
// `next start` preload and by instrumentation.ts, like lib/page-microcache.mjs.

import fs from 'node:fs'
import path from 'node:path'

const KEY = Symbol.for('loteria.week-gate')

/** The pages that name the week's draw (the draw on sale, its close, its phase, the latest result). */
// Not '/': it redirects to /home, and a revalidation asked of a redirect answers the redirect's
// own page (the visitor stayed on /).
const WEEK_PAGES = new Set(['/home', '/precios', '/resultados', '/ganadores'])

function state() {
  globalThis[KEY] ??= {
    installed: false,
    changedAt: Date.now(),
    renewed: new Map(),
    previewId: undefined,
    forced: 0,
    reachable: false,
  }
  return globalThis[KEY]
}

/**
 * Whether the backend answered the server's last look at the week (lib/draws/week-server-watch.ts).
 * A page is rendered afresh only then: with the backend away, a render would fail where the kept
 * copy still serves (the last good version, docs/architecture.md §12).
 */
export function weekReadable(reachable) {
  state().reachable = reachable
}

/** The build's preview id (prerender-manifest.json), or null without a build to read. */
function previewId(own, cwd = process.cwd()) {
  if (own.previewId !== undefined) return own.previewId
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(cwd, '.next', 'prerender-manifest.json'), 'utf8'),
    )
    const id = manifest?.preview?.previewModeId
    own.previewId = typeof id === 'string' && id !== '' ? id : null
  } catch {
    own.previewId = null
  }
  return own.previewId
}

/** The week changed now: each week page is rendered again for its next request. */
export function weekChanged(at = Date.now()) {
  const own = state()
  own.changedAt = Math.max(own.changedAt, at)
}

/** Which kept copy a request reads (the page, or its RSC payload), or undefined when not gated. */
export function gatedCopy(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const url = String(request.url ?? '')
  const question = url.indexOf('?')
  const pathname = question === -1 ? url : url.slice(0, question)
  if (!WEEK_PAGES.has(pathname)) return undefined
  // Only the plain address (and Next's own _rsc): a revalidation skips the middleware, whose
  // redirects (/resultados?sorteo=…) a query may ask for.
  const query = new URLSearchParams(question === -1 ? '' : url.slice(question + 1))
  if ([...query.keys()].some((key) => key !== '_rsc')) return undefined
  return request.headers.rsc ? `${pathname} rsc` : pathname
}

/**
 * Marks the request to be rendered afresh when its page has not been since the week last changed;
 * answers whether it did. Exported for the tests.
 */
export function gate(request, own = state(), now = Date.now()) {
  const copy = gatedCopy(request)
  if (copy === undefined) return false
  if ((own.renewed.get(copy) ?? -1) >= own.changedAt) return false
  if (!own.reachable) return false
  const id = previewId(own)
  if (!id) return false
  own.renewed.set(copy, now)
  own.forced += 1
  request.headers['x-prerender-revalidate'] = id
  return true
}

export function installWeekGate(http) {
  const own = state()
  if (own.installed) return
  own.installed = true
  const proto = http.Server.prototype
  const emit = proto.emit
  proto.emit = function emitGated(event, request, response, ...rest) {
    if (event === 'request' && request?.headers) {
      // A client's own header is never believed: only this gate sends it.
      delete request.headers['x-prerender-revalidate']
      gate(request, own)
    }
    return emit.call(this, event, request, response, ...rest)
  }
}
