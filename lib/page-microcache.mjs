// A one-second memory of the public answers Next marks shareable (`s-maxage`), in front of Next in
// this process: on draw night thousands of visitors ask for the same /home, /resultados or
// /api/en-vivo each second, and Next spends ~1 ms of the only JS thread on routing and rendering
// plumbing for each, even when the page is prerendered. Within a second the same answer is sent
// again as stored bytes. Plain JS, loaded by the `next start` preload and by instrumentation.ts
// (like lib/client-address.mjs); state lives on globalThis because both copies may load.
//
// What is never stored: anything but a GET answered 200 with `s-maxage` in Cache-Control, an
// answer that sets a cookie or varies on a header not in the key, a body over MAX_ENTRY_BYTES, a
// request with credentials of another kind (Authorization, Range, a preview cookie) or a server
// action. The page's own lifetime still bounds it: an entry lives min(PAGE_MICROCACHE_MS, s-maxage).
//
// Nothing a visitor adds can skip it: on a public address the query parameters its
// route does not read are no part of the key, and Next is given the address without them
// (lib/public-pages.mjs); a HEAD is answered from the GET's entry, and one that finds none is
// fetched from Next as that GET, whose body Node then leaves out.
//
// It also answers the cost that made /home slower as it grew: Next ends a cached page with one
// large JS string, and Node prefixes it with the header block (a new concatenated string each
// time), which V8 flattens into a fresh large-object allocation: page faults and a copy of the
// whole page per request (half the CPU in a profile). Stored bodies are Buffers, written as they are.

import { canonicalUrl } from './public-pages.mjs'

const KEY = Symbol.for('loteria.page-microcache')

/** Default lifetime of an entry; PAGE_MICROCACHE_MS changes it, 0 turns the memory off. */
const DEFAULT_MICROCACHE_MS = 1000
const MAX_ENTRY_BYTES = 1024 * 1024
const MAX_TOTAL_BYTES = 32 * 1024 * 1024
/** How long the crowd may get the last copy while one request fetches the page again. */
const REFRESH_WINDOW_MS = 5000

/** The request headers an answer may vary on (Next's RSC headers and compression), all in the key. */
const KEYED_HEADERS = [
  'host',
  'accept-encoding',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
]
const KEYED = new Set(KEYED_HEADERS)

/** Written per answer, never stored: the connection's own and the request's id. */
const PER_ANSWER = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
])

/** Requests that must reach Next: draft mode and preview cookies, ranges, credentials. */
const PREVIEW_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/

function state() {
  globalThis[KEY] ??= { installed: false, entries: new Map(), bytes: 0 }
  return globalThis[KEY]
}

/** PAGE_MICROCACHE_MS as a number of milliseconds (0 = off); a bad value keeps the default. */
export function microcacheLifetime(env = process.env) {
  const raw = String(env.PAGE_MICROCACHE_MS ?? '').trim()
  if (raw === '') return DEFAULT_MICROCACHE_MS
  const value = Number(raw)
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : DEFAULT_MICROCACHE_MS
}

function headerText(value) {
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}

/**
 * The address a request is remembered under (its route's parameters only, lib/public-pages.mjs),
 * or undefined when it must not be answered from memory.
 */
function rememberedUrl(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const headers = request.headers
  if (headers.authorization || headers.range || headers['next-action']) return undefined
  if (headers.cookie && PREVIEW_COOKIE.test(headerText(headers.cookie))) return undefined
  return canonicalUrl(String(request.url ?? ''), headers.rsc !== undefined)
}

/** The entry key of a request (a HEAD's is its GET's), or undefined: see rememberedUrl. */
export function requestKey(request, url = rememberedUrl(request)) {
  if (url === undefined) return undefined
  let key = url
  for (const name of KEYED_HEADERS) key += `\n${headerText(request.headers[name])}`
  return key
}

/** Seconds of `s-maxage` in a Cache-Control value, or undefined (private, no-store, none). */
export function sharedMaxAge(cacheControl) {
  const value = String(cacheControl ?? '').toLowerCase()
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/.test(value)) return undefined
  const match = /(?:^|,)\s*s-maxage=(\d+)/.exec(value)
  return match ? Number(match[1]) : undefined
}

/** Whether an answer's Vary names only headers that are part of the key. */
function variesWithinKey(vary) {
  const names = String(vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  return names.every((name) => KEYED.has(name))
}

/** A string chunk as the Buffer Node would have encoded it. */
function encoded(chunk, encoding) {
  return Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
}

/**
 * An expired entry is still sent while one request is fetching its page again (for at most
 * REFRESH_WINDOW_MS): when a second ends, the crowd waits on one render, not two hundred.
 */
function stillServable(entry, now) {
  return entry.refreshingUntil !== undefined && now < entry.refreshingUntil
}

function evictExpired(own, now) {
  for (const [key, entry] of own.entries) {
    if (entry.expires + REFRESH_WINDOW_MS <= now && !stillServable(entry, now)) {
      own.entries.delete(key)
      own.bytes -= entry.body.length
    }
  }
  // Oldest first (Map order): a flood of distinct URLs cannot grow memory past the cap.
  for (const [key, entry] of own.entries) {
    if (own.bytes <= MAX_TOTAL_BYTES) break
    own.entries.delete(key)
    own.bytes -= entry.body.length
  }
}

function forget(own, key) {
  const entry = own.entries.get(key)
  if (!entry) return
  own.entries.delete(key)
  own.bytes -= entry.body.length
}

function store(own, key, entry) {
  forget(own, key)
  own.entries.set(key, entry)
  own.bytes += entry.body.length
  evictExpired(own, Date.now())
}

/**
 * Sends a stored answer; the headers already on the response (request id, drain) stay: a stored
 * answer has none of them (PER_ANSWER), so its own are set without looking. Its length is said
 * outright: Node leaves it out of a HEAD's headers, which must be the GET's.
 */
function answer(response, entry) {
  for (const [name, value] of entry.headers) response.setHeader(name, value)
  response.setHeader('content-length', entry.body.length)
  response.statusCode = entry.status
  response.end(entry.body)
}

/**
 * Watches Next's answer to a keyed request and keeps it when it may be shared. Strings are
 * encoded here, once (which spares Node the header-plus-body string it would otherwise build);
 * capture stops as soon as the status line shows the answer cannot be kept.
 */
function capture(response, key, lifetimeMs, previous) {
  const own = state()
  const chunks = []
  let size = 0
  let keep = true
  let headers
  const writeHead = response.writeHead
  response.writeHead = function writeHeadCaptured(statusCode, ...args) {
    const result = writeHead.call(this, statusCode, ...args)
    if (keep) {
      const all = this.getHeaders()
      const maxAge = sharedMaxAge(all['cache-control'])
      keep =
        this.statusCode === 200 &&
        maxAge !== undefined &&
        maxAge > 0 &&
        all['set-cookie'] === undefined &&
        variesWithinKey(all.vary)
      if (keep) {
        // Under the names as Next wrote them (getHeaders() lower-cases them).
        const written = new Map(this.getRawHeaderNames().map((name) => [name.toLowerCase(), name]))
        headers = Object.entries(all)
          .filter(([name]) => !PER_ANSWER.has(name))
          .map(([name, value]) => [written.get(name) ?? name, value])
        lifetimeMs = Math.min(lifetimeMs, maxAge * 1000)
      }
    }
    return result
  }
  const keepChunk = (buffer) => {
    size += buffer.length
    if (size > MAX_ENTRY_BYTES) {
      keep = false
      chunks.length = 0
    } else chunks.push(buffer)
  }
  const write = response.write
  response.write = function writeCaptured(chunk, encoding, callback) {
    if (typeof chunk === 'string') {
      const buffer = encoded(chunk, encoding)
      if (keep) keepChunk(buffer)
      return write.call(this, buffer, typeof encoding === 'function' ? encoding : callback)
    }
    // Copied: the writer may reuse its array once Node is done with it.
    if (keep && chunk) keepChunk(Buffer.from(chunk))
    return write.call(this, chunk, encoding, callback)
  }
  const end = response.end
  response.end = function endCaptured(chunk, encoding, callback) {
    if (typeof chunk === 'string') {
      const buffer = encoded(chunk, encoding)
      if (keep) keepChunk(buffer)
      return end.call(this, buffer, typeof encoding === 'function' ? encoding : callback)
    }
    if (keep && chunk && typeof chunk !== 'function') keepChunk(Buffer.from(chunk))
    return end.call(this, chunk, encoding, callback)
  }
  // Kept once every byte went out: an answer cut short (the visitor left) never fires `finish`.
  response.once('finish', () => {
    if (keep && headers) {
      store(own, key, {
        status: 200,
        headers,
        body: Buffer.concat(chunks, size),
        expires: Date.now() + lifetimeMs,
      })
    } else if (own.entries.get(key) === previous) {
      // The page is no longer shareable (an error, a private answer): its old copy goes too.
      forget(own, key)
    }
  })
  response.once('close', () => {
    // Cut short: the next request fetches the page again at once.
    if (previous && !response.writableFinished) previous.refreshingUntil = undefined
  })
}

/**
 * Installs the memory on http.Server: installed first, it runs last of the request hooks, just
 * before Next, so the request id, the metrics, the client address and the security headers are
 * handled for a remembered answer exactly as for any other. Idempotent.
 */
export function installPageMicrocache(http, env = process.env) {
  const own = state()
  if (own.installed) return
  own.installed = true
  const lifetimeMs = microcacheLifetime(env)
  if (lifetimeMs === 0) return
  const proto = http.Server.prototype
  const emit = proto.emit
  proto.emit = function emitRemembered(event, request, response, ...rest) {
    if (event !== 'request' || !response || typeof response.writeHead !== 'function')
      return emit.call(this, event, request, response, ...rest)
    const url = rememberedUrl(request)
    const key = requestKey(request, url)
    if (key !== undefined) {
      const entry = own.entries.get(key)
      const now = Date.now()
      if (entry && (entry.expires > now || stillServable(entry, now))) {
        answer(response, entry)
        return true
      }
      // This request fetches the page again; until it is back, the others get the last copy.
      if (entry) entry.refreshingUntil = now + REFRESH_WINDOW_MS
      // Next renders what the key names: the GET (Node sends a HEAD's headers only), at the
      // address without the parameters nobody reads.
      request.method = 'GET'
      request.url = url
      capture(response, key, lifetimeMs, entry)
    }
    return emit.call(this, event, request, response, ...rest)
  }
}

/**
 * Forgets every remembered answer: called where the site expires its cache tags (a new result,
 * new content), so nobody gets the old page for the rest of the second.
 */
export function forgetRememberedPages() {
  const own = state()
  own.entries.clear()
  own.bytes = 0
}
