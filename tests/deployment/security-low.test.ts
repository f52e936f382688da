import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { newPlayer } from '../support/servers/backend-client'
import { call, startOwnServer, type OwnServer, type Reply } from '../support/servers/own-server'

// Issue 23 (docs/history.md), the low findings, against a production server of this file's own: a
// link on another site cannot end a session, password changes by reset link are throttled, every
// answer (Next's own redirects and the simulated provider's 303 included) carries the security
// headers, a foreign or malformed server action is a 4xx, cookie deletions keep the cookies'
// attributes.

jest.setTimeout(120_000)

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip

const TOO_MANY = 'Demasiados intentos. Esperá un momento y volvé a intentar.'
const INVALID_LINK = 'El enlace no es válido o ya expiró.'

let server: OwnServer

function json(body: unknown) {
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
}

function expectSecurityHeaders(what: string, reply: Reply) {
  const seen = {
    what,
    hsts: reply.headers['strict-transport-security'],
    csp: reply.headers['content-security-policy'],
    frames: reply.headers['x-frame-options'],
    nosniff: reply.headers['x-content-type-options'],
  }
  expect(seen).toEqual({
    what,
    hsts: expect.stringContaining('max-age='),
    csp: expect.stringContaining("frame-ancestors 'none'"),
    frames: 'DENY',
    nosniff: 'nosniff',
  })
}

/** The login page's server action, as the build wrote it down. */
function loginActionId(): string {
  const manifest = JSON.parse(
    fs.readFileSync(
      path.join(process.cwd(), '.next/server/server-reference-manifest.json'),
      'utf8',
    ),
  ) as { node: Record<string, { workers: Record<string, unknown>; exportedName?: string }> }
  const found = Object.entries(manifest.node).find(
    ([, entry]) => entry.exportedName === 'loginAction' && 'app/(auth)/login/page' in entry.workers,
  )
  if (!found) throw new Error('loginAction is not in the server reference manifest')
  return found[0]
}

/** Registers a player and logs them in at the backend: its id and the headers to call with. */
async function player(from: string) {
  const data = newPlayer()
  const registered = await call(server.base, '/servicios/rest/usuarios/agregar', {
    from,
    method: 'POST',
    ...json(data),
  })
  expect(registered.json().error).toBe(false)
  const query = new URLSearchParams({ username: data.email, password: data.password })
  const login = await call(server.base, `/servicios/login?${query}`, { from, method: 'POST' })
  expect(login.json().error).toBe(false)
  const cookies = (login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!)
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!
  const id = (login.json().usuario as { id: number }).id
  return { id, headers: { cookie: cookies.join('; '), 'x-xsrf-token': xsrf } }
}

describeEmbedded('security, low findings (docs/history.md)', () => {
  beforeAll(async () => {
    server = await startOwnServer({
      OPERATOR_TOKEN: 'security-low-test-operator-token-0123456789',
      LIMIT_RESET_ADDRESS: '3/60',
      LIMIT_RESET_TOKEN: '2/60',
    })
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  describe('the session-expired page', () => {
    const expiredPage = (headers: Record<string, string>) =>
      call(server.base, '/api/sesion/expirada', { headers })

    it('sends itself on only after a navigation from the site itself', async () => {
      const host = new URL(server.base).host
      for (const headers of <Record<string, string>[]>[
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'none' },
        { referer: 'https://otro.example/pagina' },
        {},
      ]) {
        const page = await expiredPage(headers)
        expect([headers, page.status]).toEqual([headers, 200])
        // The player can still leave by the button; nothing leaves on its own.
        expect(page.text).toContain('<form method="post" action="/api/sesion/expirada">')
        expect([headers, /<script/i.test(page.text)]).toEqual([headers, false])
      }
      for (const headers of <Record<string, string>[]>[
        { 'sec-fetch-site': 'same-origin' },
        { referer: `http://${host}/mi-cuenta` },
      ]) {
        const page = await expiredPage(headers)
        expect([headers, page.text]).toEqual([
          headers,
          expect.stringContaining('document.forms[0].submit()'),
        ])
      }
    })

    it('closes the session only for a POST from the site itself', async () => {
      const host = new URL(server.base).host
      for (const headers of <Record<string, string>[]>[
        { origin: 'https://otro.example' },
        { origin: 'null' },
        { origin: `http://${host}`, 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        {},
      ]) {
        const reply = await call(server.base, '/api/sesion/expirada', { method: 'POST', headers })
        expect([headers, reply.status]).toEqual([headers, 403])
      }
      const own = await call(server.base, '/api/sesion/expirada', {
        method: 'POST',
        headers: { origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
      })
      expect(own.status).toBe(303)
      expect(own.headers.location).toContain('/login?expirada=1')
    })
  })

  describe('a new password by reset link', () => {
    const change = (from: string, token: string) =>
      call(server.base, `/servicios/rest/recuperar-pass?auth=${token}`, {
        from,
        method: 'POST',
        ...json({ pass: 'una-clave-nueva-bastante-larga' }),
      })

    it('is throttled per address', async () => {
      for (let i = 0; i < 3; i++) {
        const reply = await change('127.0.0.81', `inventado-${i}`)
        expect(reply.json()).toEqual({ error: true, mensaje: INVALID_LINK })
      }
      const fourth = await change('127.0.0.81', 'inventado-4')
      expect(fourth.status).toBe(429)
      expect(fourth.json()).toEqual({ error: true, mensaje: TOO_MANY })
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    })

    it('is throttled per link, whatever the address', async () => {
      const token = `adivinado-${Date.now()}`
      expect((await change('127.0.0.82', token)).json()).toEqual({
        error: true,
        mensaje: INVALID_LINK,
      })
      expect((await change('127.0.0.83', token)).json().mensaje).toBe(INVALID_LINK)
      const third = await change('127.0.0.84', token)
      expect(third.status).toBe(429)
    })
  })

  describe('headers', () => {
    it('every answer carries them, Next’s own redirects and errors included', async () => {
      for (const pathname of ['/home/', '/no-existe', '/', '/api/sesion']) {
        const reply = await call(server.base, pathname)
        expectSecurityHeaders(`${pathname} ${reply.status}`, reply)
      }
      // `//otro.example` as the request's own path (a URL would read it as another host).
      const { port } = new URL(server.base)
      const doubled = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http.get({ host: '127.0.0.1', port, path: '//otro.example' }, resolve).on('error', reject),
      )
      doubled.resume()
      expectSecurityHeaders(`//otro.example ${doubled.statusCode}`, {
        status: doubled.statusCode ?? 0,
        headers: doubled.headers,
        text: '',
        json: () => ({}),
      })
      const slash = await call(server.base, '/home/')
      expect(slash.status).toBe(308)
    })

    it('the simulated provider’s 303 back to the site carries them', async () => {
      const p = await player('127.0.0.85')
      const draw = await call(server.base, '/servicios/rest/sorteos/actual', {
        headers: { scope: 'publico' },
      })
      const drawId = (draw.json().datos as { id: number }).id
      const tickets = await call(server.base, `/servicios/rest/ticket/listar/azar/${drawId}/1`, {
        headers: p.headers,
      })
      const [card] = (tickets.json().datos as { id: number }[]).map((t) => t.id)
      const held = await call(server.base, `/servicios/rest/reservas/${p.id}/${card}`, {
        method: 'PUT',
        headers: p.headers,
      })
      expect(held.json().error).toBe(false)
      const created = await call(server.base, `/servicios/rest/compras/${p.id}`, {
        method: 'POST',
        headers: { ...p.headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          pack: 1,
          cartones: [card],
          medioPago: 'tarjeta',
          monto: 10_000,
          clave: `clave-seguridad-${Date.now().toString(36)}`,
          retorno: '/comprar-carton/resultado',
        }),
      })
      const redireccion = (created.json().datos as { redireccion: string }).redireccion
      const back = await call(server.base, redireccion, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'decision=aprobar',
      })
      expect(back.status).toBe(303)
      expectSecurityHeaders('303', back)
      // The purchase's token is in the address it leaves: still no referrer.
      expect(back.headers['referrer-policy']).toBe('no-referrer')
    })
  })

  describe('server actions', () => {
    const action = (headers: Record<string, string>, body: string) =>
      call(server.base, '/login', {
        method: 'POST',
        headers: {
          'next-action': loginActionId(),
          'content-type': 'text/plain;charset=UTF-8',
          accept: 'text/x-component',
          ...headers,
        },
        body,
      })
    const host = () => new URL(server.base).host
    const goodBody = JSON.stringify([{ ok: false, message: '' }, '$K1'])

    it('from another origin, or `null`, are refused with 403', async () => {
      for (const origin of ['https://otro.example', 'null', 'no es un origen']) {
        const reply = await action({ origin }, goodBody)
        expect([origin, reply.status]).toEqual([origin, 403])
        expectSecurityHeaders(origin, reply)
      }
      const form = await call(server.base, '/login', {
        method: 'POST',
        headers: {
          origin: 'https://otro.example',
          'content-type': 'multipart/form-data; boundary=x',
        },
        body: '--x--\r\n',
      })
      expect(form.status).toBe(403)
    })

    it('with a body that does not decode are refused with 400', async () => {
      for (const [contentType, body] of [
        ['text/plain;charset=UTF-8', '{"no termina'],
        ['multipart/form-data; boundary=limite', 'esto no es multipart'],
      ] as const) {
        const reply = await action(
          { origin: `http://${host()}`, 'content-type': contentType },
          body,
        )
        expect([contentType, reply.status]).toEqual([contentType, 400])
      }
    })
  })

  describe('cookie deletions', () => {
    it('keep Secure, HttpOnly, SameSite and Path of the cookies they delete', async () => {
      const account = await call(server.base, '/mi-cuenta/datos-personales', {
        headers: { cookie: 'loteria_sesion=cortada' },
      })
      expect(account.status).toBe(307)
      const site = (account.headers['set-cookie'] ?? []).find((c) =>
        c.startsWith('loteria_sesion='),
      )
      expect(site).toMatch(/; Path=\/(;|$)/)
      expect(site).toMatch(/; Secure(;|$)/i)
      expect(site).toMatch(/; HttpOnly(;|$)/i)
      expect(site).toMatch(/; SameSite=Lax(;|$)/i)

      const closed = await call(server.base, '/servicios/rest/sesion/cerrar')
      const backend = closed.headers['set-cookie'] ?? []
      const session = backend.find((c) => c.startsWith('SESION='))
      const xsrf = backend.find((c) => c.startsWith('XSRF-TOKEN='))
      for (const cookie of [session, xsrf]) {
        expect(cookie).toMatch(/; Path=\/(;|$)/)
        expect(cookie).toMatch(/; Secure(;|$)/)
        expect(cookie).toMatch(/; SameSite=Lax(;|$)/)
        expect(cookie).toMatch(/Max-Age=0/)
      }
      expect(session).toMatch(/; HttpOnly(;|$)/)
    })
  })
})
