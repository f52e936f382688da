/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  forgetRememberedPages,
  installPageMicrocache,
  microcacheLifetime,
  requestKey,
  sharedMaxAge,
} from '@/lib/page-microcache.mjs'

// The one-second page memory on a plain http.Server subclass (the real hook patches
// http.Server, which would reach every other server of this jest worker): a handler that answers
// as Next does, and a count of the requests that reached it.

class RememberingServer extends http.Server {}
installPageMicrocache({ Server: RememberingServer } as unknown as typeof http, {
  PAGE_MICROCACHE_MS: '1000',
})

type Answer = {
  status?: number
  headers?: Record<string, string>
  body?: string | Buffer
  /** Writes the body in two parts, `pauseMs` apart. */
  pauseMs?: number
}

let reached = 0
let respond: (request: http.IncomingMessage) => Answer = () => ({})
let base = ''
const server = new RememberingServer((request, response) => {
  reached += 1
  const { status = 200, headers = {}, body = '', pauseMs } = respond(request)
  response.statusCode = status
  response.setHeader('x-request-id', `req-${reached}`)
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
  if (pauseMs === undefined) {
    response.end(body)
    return
  }
  response.write(String(body).slice(0, 10))
  setTimeout(() => response.end(String(body).slice(10)), pauseMs)
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  forgetRememberedPages()
  reached = 0
})

const PAGE = {
  'cache-control': 's-maxage=60, stale-while-revalidate=31535940',
  'content-type': 'text/html; charset=utf-8',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
}

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, init)
  return { status: response.status, headers: response.headers, body: await response.text() }
}

describe('the one-second page memory', () => {
  it('answers the same public page again from memory, with the same bytes and headers', async () => {
    // Non-ASCII and larger than V8's regular objects as UTF-16: the case that made /home slow.
    const html = `<!DOCTYPE html><p>Sorteo Nº 1287 — ¡ganó!</p>${'ñ'.repeat(120_000)}`
    respond = () => ({ headers: PAGE, body: html })
    const first = await get('/home')
    const second = await get('/home')
    expect(reached).toBe(1)
    expect(second.body).toBe(html)
    expect(second.body).toBe(first.body)
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(html)))
    expect(second.headers.get('cache-control')).toBe(PAGE['cache-control'])
    expect(second.headers.get('vary')).toBe(PAGE.vary)
    // The first answer's request id is its own, never replayed.
    expect(first.headers.get('x-request-id')).toBe('req-1')
    expect(second.headers.get('x-request-id')).toBeNull()
  })

  it('keeps an answer no longer than its own s-maxage', async () => {
    respond = () => ({ headers: { 'cache-control': 'public, max-age=0, s-maxage=1' }, body: '{}' })
    await get('/api/en-vivo')
    await get('/api/en-vivo')
    expect(reached).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await get('/api/en-vivo')
    expect(reached).toBe(2)
  })

  it('sends the last copy to the crowd while one request fetches the page again', async () => {
    const shortLived = { ...PAGE, 'cache-control': 's-maxage=1' }
    respond = () => ({ headers: shortLived, body: 'resultado viejo' })
    await get('/resultados')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    respond = () => ({ headers: shortLived, body: 'resultado nuevo', pauseMs: 300 })
    const refreshing = get('/resultados')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const crowd = await Promise.all([get('/resultados'), get('/resultados')])
    expect(crowd.map((answer) => answer.body)).toEqual(['resultado viejo', 'resultado viejo'])
    expect((await refreshing).body).toBe('resultado nuevo')
    expect(reached).toBe(2)
    expect((await get('/resultados')).body).toBe('resultado nuevo')
    expect(reached).toBe(2)
  })

  it('drops the last copy when the page comes back unshareable (an error)', async () => {
    const shortLived = { ...PAGE, 'cache-control': 's-maxage=1' }
    respond = () => ({ headers: shortLived, body: 'bien' })
    await get('/ganadores')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    respond = () => ({ status: 500, headers: { 'cache-control': 'private, no-store' } })
    expect((await get('/ganadores')).status).toBe(500)
    respond = () => ({ headers: shortLived, body: 'de nuevo' })
    expect((await get('/ganadores')).body).toBe('de nuevo')
    expect(reached).toBe(3)
  })

  it('keeps apart what varies: the URL, the RSC headers and the accepted encodings', async () => {
    respond = (request) => ({
      headers: PAGE,
      body: `${request.url} ${request.headers.rsc ?? 'html'} ${request.headers['accept-encoding']}`,
    })
    const html = await get('/resultados')
    const rsc = await get('/resultados', { headers: { rsc: '1' } })
    const other = await get('/resultados?sorteo=2')
    const gzip = await get('/resultados', { headers: { 'accept-encoding': 'gzip' } })
    expect(reached).toBe(4)
    expect(new Set([html.body, rsc.body, other.body, gzip.body]).size).toBe(4)
    expect((await get('/resultados', { headers: { rsc: '1' } })).body).toBe(rsc.body)
    expect(reached).toBe(4)
  })

  it('answers a query its page does not read from the page, and gives Next the bare address', async () => {
    respond = (request) => ({ headers: PAGE, body: `${request.method} ${request.url}` })
    expect((await get('/sorteo-en-vivo?utm_source=a')).body).toBe('GET /sorteo-en-vivo')
    expect((await get('/sorteo-en-vivo?fbclid=b&x')).body).toBe('GET /sorteo-en-vivo')
    expect((await get('/sorteo-en-vivo')).body).toBe('GET /sorteo-en-vivo')
    expect((await get('/resultados/1287?n=1')).body).toBe('GET /resultados/1287')
    expect((await get('/resultados/1287?n=2')).body).toBe('GET /resultados/1287')
    expect(reached).toBe(2)
  })

  it("keeps the parameters a route reads, an RSC request's _rsc and the query of an unlisted address", async () => {
    respond = (request) => ({ headers: PAGE, body: String(request.url) })
    const rsc = { headers: { rsc: '1' } }
    const bodies = [
      (await get('/resultados?sorteo=1&utm_source=x')).body,
      (await get('/resultados?sorteo=2')).body,
      (await get('/home?_rsc=abc', rsc)).body,
      (await get('/home?_rsc=def', rsc)).body,
      (await get('/api/ganadores?cantidad=40&t=1')).body,
      (await get('/otra?t=1')).body,
      (await get('/otra?t=2')).body,
    ]
    expect(bodies).toEqual([
      '/resultados?sorteo=1',
      '/resultados?sorteo=2',
      '/home?_rsc=abc',
      '/home?_rsc=def',
      '/api/ganadores?cantidad=40',
      '/otra?t=1',
      '/otra?t=2',
    ])
    expect(reached).toBe(7)
    // An `_rsc` without Next's RSC header changes nothing Next sends: the page's entry.
    expect((await get('/home?_rsc=abc')).body).toBe('/home')
    expect((await get('/home')).body).toBe('/home')
    expect(reached).toBe(8)
  })

  it('answers a HEAD from the GET entry, and a HEAD that finds none fetches and keeps the GET', async () => {
    const html = '<!DOCTYPE html><p>Ganadores — Sorteo Nº 1287</p>'
    respond = (request) => ({ headers: PAGE, body: `${request.method} ${html}` })
    await get('/home')
    const head = await fetch(`${base}/home?utm_source=x`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(`GET ${html}`)))
    expect(await head.text()).toBe('')
    expect(reached).toBe(1)

    const first = await fetch(`${base}/ganadores`, { method: 'HEAD' })
    expect(first.status).toBe(200)
    expect(await first.text()).toBe('')
    expect(reached).toBe(2)
    expect((await get('/ganadores')).body).toBe(`GET ${html}`)
    expect(reached).toBe(2)
  })

  // Every row has its three values: jest takes a missing third for a `done` callback.
  it.each<[string, Answer, RequestInit]>([
    ['a private answer', { headers: { 'cache-control': 'private, no-store' }, body: 'mío' }, {}],
    ['an answer without s-maxage', { headers: { 'cache-control': 'public, max-age=60' } }, {}],
    ['an answer that sets a cookie', { headers: { ...PAGE, 'set-cookie': 'sesion=1' } }, {}],
    ['an answer that varies on the cookie', { headers: { ...PAGE, vary: 'Cookie' } }, {}],
    ['a 404', { status: 404, headers: PAGE }, {}],
    ['a request with Authorization', { headers: PAGE }, { headers: { authorization: 'Bearer x' } }],
    ['a draft-mode request', { headers: PAGE }, { headers: { cookie: '__prerender_bypass=1' } }],
    ['a POST', { headers: PAGE }, { method: 'POST', body: 'x' }],
  ])('never remembers %s', async (_, answer, init) => {
    respond = () => answer
    await get('/pagina', init)
    await get('/pagina', init)
    expect(reached).toBe(2)
  })

  it('does not keep an answer whose visitor left before it was complete', async () => {
    respond = () => ({ headers: PAGE, body: 'x'.repeat(20_000), pauseMs: 300 })
    const controller = new AbortController()
    const response = await fetch(`${base}/cortada`, { signal: controller.signal })
    controller.abort()
    await response.text().catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 400))
    respond = () => ({ headers: PAGE, body: 'completa' })
    expect((await get('/cortada')).body).toBe('completa')
    expect(reached).toBe(2)
  })

  it('does not keep a body over one megabyte', async () => {
    respond = () => ({ headers: PAGE, body: Buffer.alloc(1_100_000, 97) })
    await get('/grande')
    await get('/grande')
    expect(reached).toBe(2)
  })

  it('forgets everything when a cache tag is expired (a new result)', async () => {
    respond = () => ({ headers: PAGE, body: 'antes' })
    await get('/resultados')
    forgetRememberedPages()
    respond = () => ({ headers: PAGE, body: 'después' })
    expect((await get('/resultados')).body).toBe('después')
  })
})

describe('its settings and parsers', () => {
  it('reads PAGE_MICROCACHE_MS, 0 turning it off and nonsense keeping the default', () => {
    expect(microcacheLifetime({})).toBe(1000)
    expect(microcacheLifetime({ PAGE_MICROCACHE_MS: '0' })).toBe(0)
    expect(microcacheLifetime({ PAGE_MICROCACHE_MS: '250' })).toBe(250)
    expect(microcacheLifetime({ PAGE_MICROCACHE_MS: 'mucho' })).toBe(1000)
  })

  it('reads s-maxage only where the answer may be shared', () => {
    expect(sharedMaxAge('s-maxage=60, stale-while-revalidate=31535940')).toBe(60)
    expect(sharedMaxAge('public, max-age=0, s-maxage=2')).toBe(2)
    expect(sharedMaxAge('private, no-cache, no-store, max-age=0, must-revalidate')).toBeUndefined()
    expect(sharedMaxAge('public, max-age=60')).toBeUndefined()
    expect(sharedMaxAge(undefined)).toBeUndefined()
  })

  it('keys only plain GETs and HEADs, a HEAD as its GET', () => {
    expect(requestKey({ method: 'GET', url: '/home', headers: {} })).toBeDefined()
    expect(requestKey({ method: 'HEAD', url: '/home', headers: {} })).toBe(
      requestKey({ method: 'GET', url: '/home', headers: {} }),
    )
    expect(requestKey({ method: 'PUT', url: '/home', headers: {} })).toBeUndefined()
    expect(
      requestKey({ method: 'GET', url: '/x', headers: { range: 'bytes=0-1' } }),
    ).toBeUndefined()
    expect(
      requestKey({ method: 'GET', url: '/x', headers: { 'next-action': 'abc' } }),
    ).toBeUndefined()
  })
})
