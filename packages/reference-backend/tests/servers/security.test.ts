import { spawn } from 'node:child_process'
import http from 'node:http'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { newPlayer } from '../../../../tests/support/servers/backend-client'
import {
  call,
  freePort,
  startExpectingExit,
  startOwnServer,
  type OwnServer,
  type Reply,
} from '../../../../tests/support/servers/own-server'

// Safe by default (docs/history.md), against production servers of this file's own: the
// operator door, the throttles of the embedded backend, card-hold caps, uploads refused before
// their body is read, malformed input, and headers on redirects. Limits are tightened here through
// the same environment variables an operator would use; windows are short so "after the wait" is
// seconds.

jest.setTimeout(120_000)

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip

const TOKEN = 'security-test-operator-token-0123456789abcdef'
const WRONG = 'Correo o contraseña incorrectos.'
const TOO_MANY = 'Demasiados intentos. Esperá un momento y volvé a intentar.'
const LOGIN_WINDOW_S = 4

const TIGHT = {
  OPERATOR_TOKEN: TOKEN,
  LIMIT_LOGIN_FAILURES: `10/${LOGIN_WINDOW_S}`,
  LIMIT_LOGIN_ACCOUNT: '20/60',
  LIMIT_LOGIN_ACCOUNT_SLOW: '2/60',
  LIMIT_REGISTER_ADDRESS: '3/60',
  LIMIT_RECOVERY_ADDRESS: '3/60',
  LIMIT_RECOVERY_ACCOUNT: '2/60',
  LIMIT_CONTACT_ADDRESS: '2/60',
  LIMIT_HOLDS_ACCOUNT: '5/60',
  HOLDS_MAX_PER_ACCOUNT: '3',
  HOLDS_MAX_PER_ADDRESS: '4',
  LIMIT_OPERATOR_FAILURES: '3/60',
  LIMIT_LIMITS_ACCOUNT: '3/60',
}

let server: OwnServer

function json(body: unknown): Pick<Parameters<typeof call>[2] & object, 'headers' | 'body'> {
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
}

function expectThrottled(reply: Reply) {
  expect(reply.status).toBe(429)
  expect(reply.json()).toEqual({ error: true, mensaje: TOO_MANY })
  expect(Number(reply.headers['retry-after'])).toBeGreaterThanOrEqual(1)
}

/** Registers a player from `from` and logs them in; the backend cookies to call with. */
async function player(from: string) {
  const data = newPlayer()
  const registered = await call(server.base, '/servicios/rest/usuarios/agregar', {
    from,
    method: 'POST',
    ...json(data),
  })
  expect(registered.json().error).toBe(false)
  const login = await loginFrom(from, data.email, data.password)
  expect(login.json().error).toBe(false)
  const cookies = (login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!)
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!
  const id = (login.json().usuario as { id: number }).id
  return { data, id, headers: { cookie: cookies.join('; '), 'x-xsrf-token': xsrf } }
}

function loginFrom(from: string, username: string, password: string, forwardedFor?: string) {
  const query = new URLSearchParams({ username, password })
  return call(server.base, `/servicios/login?${query}`, {
    from,
    method: 'POST',
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  })
}

describeEmbedded('safe by default', () => {
  beforeAll(async () => {
    server = await startOwnServer(TIGHT)
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  describe('login', () => {
    it('the 11th wrong password in a minute, from one address with a new X-Forwarded-For each time, is refused unchecked; the same for an unknown e-mail', async () => {
      const known = await player('127.0.0.10')
      const unknown = `nadie.${Date.now()}@prueba.com.py`
      for (const username of [known.data.email, unknown]) {
        for (let i = 1; i <= 10; i++) {
          const reply = await loginFrom('127.0.0.11', username, 'equivocada', `198.51.100.${i}`)
          expect(reply.status).toBe(200)
          expect(reply.json()).toEqual({ error: true, mensaje: WRONG })
        }
        // The right password now is not even checked: same refusal as for the unknown e-mail.
        const eleventh = await loginFrom('127.0.0.11', username, known.data.password, '203.0.113.9')
        expectThrottled(eleventh)
      }

      // Another address still logs the player in: a stranger cannot lock the account.
      const elsewhere = await loginFrom('127.0.0.12', known.data.email, known.data.password)
      expect(elsewhere.json().error).toBe(false)

      // After the window, the right password works from the throttled address too.
      await new Promise((resolve) => setTimeout(resolve, (LOGIN_WINDOW_S + 1) * 1000))
      const later = await loginFrom('127.0.0.11', known.data.email, known.data.password)
      expect(later.json().error).toBe(false)
    })
  })

  // 200 guesses at one account from 40 addresses in 36 s were all checked.
  it('many wrong passwords from many addresses slow the account down, never at its own address', async () => {
    const victim = await player('127.0.0.30')
    const answers: number[] = []
    for (let address = 1; address <= 15; address++) {
      for (let guess = 0; guess < 2; guess++) {
        const reply = await loginFrom(`127.0.1.${address}`, victim.data.email, `mala-${guess}`)
        answers.push(reply.status)
      }
    }
    // 20 checked (LIMIT_LOGIN_ACCOUNT), then the 2 of the slow lane, then refused unchecked.
    expect(answers.filter((status) => status === 200)).toHaveLength(22)
    expectThrottled(await loginFrom('127.0.1.99', victim.data.email, victim.data.password))
    // The player, at an address of their own, logs in as always.
    const own = await loginFrom('127.0.0.30', victim.data.email, victim.data.password)
    expect(own.json().error).toBe(false)
  })

  it('registration is throttled per address, with Retry-After', async () => {
    for (let i = 0; i < 3; i++) {
      const reply = await call(server.base, '/servicios/rest/usuarios/agregar', {
        from: '127.0.0.20',
        method: 'POST',
        ...json(newPlayer()),
      })
      expect(reply.json().error).toBe(false)
    }
    expectThrottled(
      await call(server.base, '/servicios/rest/usuarios/agregar', {
        from: '127.0.0.20',
        method: 'POST',
        ...json(newPlayer()),
      }),
    )
  })

  it('password recovery is throttled per address and per e-mail, known or not', async () => {
    const reset = (from: string, email: string) =>
      call(server.base, '/servicios/rest/usuarios/reset', {
        from,
        method: 'POST',
        ...json({ email }),
      })
    for (let i = 0; i < 3; i++) {
      expect((await reset('127.0.0.21', `uno.${i}.${Date.now()}@prueba.com.py`)).status).toBe(200)
    }
    expectThrottled(await reset('127.0.0.21', `otro.${Date.now()}@prueba.com.py`))

    const email = `buzon.${Date.now()}@prueba.com.py`
    expect((await reset('127.0.0.22', email)).status).toBe(200)
    expect((await reset('127.0.0.23', email)).status).toBe(200)
    expectThrottled(await reset('127.0.0.24', email))
  })

  it('changes to an account’s limits, pause and reality check are throttled per account', async () => {
    const { id, headers } = await player('127.0.0.41')
    const change = (monto: number) =>
      call(server.base, `/servicios/rest/juego-responsable/${id}/limites`, {
        from: '127.0.0.41',
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ periodo: 'mes', monto }),
      })
    for (const monto of [90_000, 80_000, 70_000]) {
      expect((await change(monto)).json()).toMatchObject({ error: false })
    }
    expectThrottled(await change(60_000))
    // Without RELOJ_DE_PRUEBA the test clock does not exist.
    const clock = await call(server.base, '/servicios/operador/reloj', {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'jugador@demo.com.py', hasta: '2030-01-01T00:00:00Z' }),
    })
    expect(clock.status).toBe(404)
  })

  it('contact is throttled per address', async () => {
    const message = {
      nombre: 'Ana Ramírez',
      email: 'ana@prueba.com.py',
      telefono: '0971555444',
      mensaje: 'Consulta sobre el sorteo de esta semana.',
    }
    for (let i = 0; i < 2; i++) {
      const reply = await call(server.base, '/servicios/rest/contacto/enviar', {
        from: '127.0.0.30',
        method: 'POST',
        ...json(message),
      })
      expect(reply.json()).toMatchObject({ error: false })
    }
    expectThrottled(
      await call(server.base, '/servicios/rest/contacto/enviar', {
        from: '127.0.0.30',
        method: 'POST',
        ...json(message),
      }),
    )
  })

  describe('card holds', () => {
    async function freeCards(p: Awaited<ReturnType<typeof player>>, count: number) {
      const draw = await call(server.base, '/servicios/rest/sorteos/actual', {
        headers: { scope: 'publico' },
      })
      const drawId = (draw.json().datos as { id: number }).id
      const tickets = await call(
        server.base,
        `/servicios/rest/ticket/listar/azar/${drawId}/${count}`,
        { headers: p.headers },
      )
      return (tickets.json().datos as { id: number }[]).map((t) => t.id)
    }
    const hold = (p: Awaited<ReturnType<typeof player>>, from: string, card: number) =>
      call(server.base, `/servicios/rest/reservas/${p.id}/${card}`, {
        from,
        method: 'PUT',
        headers: p.headers,
      })
    const held = async (p: Awaited<ReturnType<typeof player>>) =>
      (
        (await call(server.base, `/servicios/rest/reservas/${p.id}`, { headers: p.headers })).json()
          .datos as { cartones: unknown[] }
      ).cartones.length

    it('caps the cards one account and one address hold at once', async () => {
      const first = await player('127.0.0.40')
      // Listed three at a time (the account's cap), never twice the same card.
      const cards = await freeCards(first, 3)
      while (cards.length < 6) {
        for (const card of await freeCards(first, 3))
          if (!cards.includes(card) && cards.length < 6) cards.push(card)
      }
      for (const card of cards.slice(0, 3))
        expect((await hold(first, '127.0.0.40', card!)).json().error).toBe(false)
      expect((await hold(first, '127.0.0.40', cards[3]!)).json()).toEqual({
        error: true,
        mensaje: 'Podés reservar hasta 3 cartones a la vez.',
      })

      // A second account from the same address: the address already holds 3 of its 4.
      const second = await player('127.0.0.41')
      expect((await hold(second, '127.0.0.40', cards[4]!)).json().error).toBe(false)
      expect((await hold(second, '127.0.0.40', cards[5]!)).json()).toEqual({
        error: true,
        mensaje:
          'Desde tu conexión ya hay demasiados cartones reservados. Comprá o liberá algunos y volvé a intentar.',
      })
    })

    it('an account that asks too often is throttled and loses its holds', async () => {
      const hoarder = await player('127.0.0.42')
      const cards = await freeCards(hoarder, 3)
      for (const card of cards) await hold(hoarder, '127.0.0.43', card)
      await hold(hoarder, '127.0.0.43', cards[0]!)
      await hold(hoarder, '127.0.0.43', cards[1]!)
      expect(await held(hoarder)).toBe(3)
      expectThrottled(await hold(hoarder, '127.0.0.43', cards[2]!))
      expect(await held(hoarder)).toBe(0)
    })
  })

  describe('uploads', () => {
    /**
     * Sends headers and a first chunk of a chunked body, never the rest: the answer must come
     * while the body is still open.
     */
    function slowUpload(pathname: string, headers: Record<string, string>) {
      return new Promise<{ status: number; bodyEnded: boolean }>((resolve, reject) => {
        const target = new URL(pathname, server.base)
        let bodyEnded = false
        const request = http.request(
          target,
          { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } },
          (response) => {
            resolve({ status: response.statusCode ?? 0, bodyEnded })
            response.resume()
            request.destroy()
          },
        )
        request.on('error', (error) => {
          if (!(error as NodeJS.ErrnoException).code?.startsWith('ECONNRESET')) reject(error)
        })
        request.write(Buffer.alloc(64 * 1024, 0x41))
        // Never ended; a timer would fail the test rather than hang it.
        setTimeout(() => {
          bodyEnded = true
          request.end()
        }, 20_000).unref()
      })
    }

    it('the backend answers a slow chunked upload without a session before it ends (401)', async () => {
      const answer = await slowUpload('/servicios/rest/solicitud/solicitar-verificacion', {
        'content-type': 'application/json',
      })
      expect(answer).toEqual({ status: 401, bodyEnded: false })
    })

    it('the site answers a slow chunked upload without a session before it ends (401)', async () => {
      const answer = await slowUpload('/api/verificacion', {
        'content-type': 'multipart/form-data; boundary=x',
        origin: server.base,
      })
      expect(answer).toEqual({ status: 401, bodyEnded: false })
    })

    it('with a check pending, the next upload is refused before its body (409)', async () => {
      const p = await player('127.0.0.50')
      const png =
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
      const first = await call(server.base, '/servicios/rest/solicitud/solicitar-verificacion', {
        method: 'POST',
        headers: { ...p.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ idUsuario: p.id, codPais: 1, documentos: [png, png, png] }),
      })
      expect(first.json().error).toBe(false)
      const answer = await slowUpload('/servicios/rest/solicitud/solicitar-verificacion', {
        ...p.headers,
        'content-type': 'application/json',
      })
      expect(answer).toEqual({ status: 409, bodyEnded: false })
    })

    it('a chunked body over the limit is cut off with 413', async () => {
      const p = await player('127.0.0.51')
      // The server answers 413 and closes while the client is still sending: the client reads the
      // answer, or, when the close's reset reaches it first, its write fails (EPIPE, ECONNRESET)
      // and the kernel drops the unread answer. Either way the body was cut off; a server that
      // read the whole body would answer something else after the last byte.
      const outcome = await new Promise<number | 'cut'>((resolve, reject) => {
        const request = http.request(
          new URL('/servicios/rest/solicitud/solicitar-verificacion', server.base),
          {
            method: 'POST',
            headers: {
              ...p.headers,
              'content-type': 'application/json',
              'transfer-encoding': 'chunked',
            },
          },
          (response) => {
            resolve(response.statusCode ?? 0)
            response.resume()
            request.destroy()
          },
        )
        request.on('error', (error) => {
          const code = (error as NodeJS.ErrnoException).code
          if (code === 'ECONNRESET' || code === 'EPIPE') resolve('cut')
          else reject(error)
        })
        const chunk = Buffer.alloc(1024 * 1024, 0x41)
        let sent = 0
        const pump = () => {
          // 110 MB at most, over the ~101 MB ceiling; stops as soon as the answer came.
          while (sent < 110 && !request.destroyed) {
            sent += 1
            if (!request.write(chunk)) return request.once('drain', pump)
          }
          if (!request.destroyed) request.end()
        }
        pump()
      })
      expect([413, 'cut']).toContain(outcome)
    })
  })

  describe('malformed input', () => {
    it('a malformed percent-encoding in a path is a 400, never a 500', async () => {
      const backend = await call(server.base, '/servicios/rest/ciudades/%E0%A4%A')
      expect(backend.status).toBe(400)
      expect(backend.json()).toEqual({ error: true, mensaje: 'Solicitud mal formada' })
      for (const page of ['/resultados/%E0%A4%A', '/mi-cuenta/%E0%A4%A', '/%']) {
        const reply = await call(server.base, page)
        expect([400, 404, 307]).toContain(reply.status)
      }
    })

    it('a malformed session cookie is no session: never a 500', async () => {
      for (const cookie of [
        'loteria_sesion=Fe26.2**garbage',
        'loteria_sesion=%E0%A4%A',
        'loteria_sesion=~2',
        'loteria_sesion=Fe26.2*1*a*b*c*d*e*f*g',
      ]) {
        const account = await call(server.base, '/mi-cuenta/datos-personales', {
          headers: { cookie },
        })
        expect(account.status).toBe(307)
        expect(account.headers.location).toContain('/login')
        const sesion = await call(server.base, '/api/sesion', { headers: { cookie } })
        expect(sesion.status).toBe(200)
      }
      const backend = await call(server.base, '/servicios/rest/reservas/1', {
        headers: { cookie: 'SESION=%E0%A4%A; XSRF-TOKEN=%' },
      })
      expect(backend.status).toBe(401)
    })
  })

  it('redirects carry HSTS and the CSP', async () => {
    for (const [from, to] of [
      ['/mi-cuenta/datos-personales', '/login?next=%2Fmi-cuenta%2Fdatos-personales'],
      ['/mi-cuenta', '/mi-cuenta/datos-personales'],
      ['/', '/home'],
      ['/resultados?sorteo=12', '/resultados/12'],
    ] as const) {
      const reply = await call(server.base, from)
      expect([307, 308]).toContain(reply.status)
      expect(reply.headers.location).toBe(to)
      expect(reply.headers['strict-transport-security']).toContain('max-age=')
      expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(reply.headers['x-content-type-options']).toBe('nosniff')
    }
  })

  it('every page says payments are simulated while the simulated provider is active', async () => {
    for (const page of ['/home', '/login']) {
      const reply = await call(server.base, page)
      expect(reply.text).toContain('Sitio de demostración: los pagos son simulados')
    }
  })

  describe('operator door', () => {
    it('failures are throttled, even before a right token', async () => {
      for (let i = 0; i < 3; i++) {
        const reply = await call(server.base, '/servicios/operador/correos', {
          from: '127.0.0.60',
          headers: { authorization: 'Bearer development-operator-token' },
        })
        expect(reply.status).toBe(401)
      }
      const blocked = await call(server.base, '/servicios/operador/correos', {
        from: '127.0.0.60',
        headers: { authorization: `Bearer ${TOKEN}` },
      })
      expect(blocked.status).toBe(429)
      expect(server.output()).toContain('embedded-backend: token de operador rechazado')
      const elsewhere = await call(server.base, '/servicios/operador/correos', {
        from: '127.0.0.61',
        headers: { authorization: `Bearer ${TOKEN}` },
      })
      expect(elsewhere.status).toBe(200)
    })

    it('reset links are redacted in the log, and only the newest one works', async () => {
      const p = await player('127.0.0.62')
      for (let i = 0; i < 2; i++) {
        await call(server.base, '/servicios/rest/usuarios/reset', {
          from: `127.0.0.${63 + i}`,
          method: 'POST',
          ...json({ email: p.data.email }),
        })
      }
      const mails = await call(
        server.base,
        `/servicios/operador/correos?para=${encodeURIComponent(p.data.email)}`,
        { from: '127.0.0.61', headers: { authorization: `Bearer ${TOKEN}` } },
      )
      const links = (mails.json().datos as { enlace: string }[])
        .map((m) => m.enlace)
        .filter(Boolean)
      expect(links).toHaveLength(2)
      const tokens = links.map((l) => new URL(l).searchParams.get('auth')!)
      for (const token of tokens) expect(server.output()).not.toContain(token)
      const redeem = (token: string) =>
        call(server.base, `/servicios/rest/recuperar-pass?auth=${token}`, {
          method: 'POST',
          ...json({ pass: 'nueva123' }),
        })
      // The outbox lists the newest first.
      const [newest, older] = tokens
      expect((await redeem(older!)).json()).toEqual({
        error: true,
        mensaje: 'El enlace no es válido o ya expiró.',
      })
      expect((await redeem(newest!)).json().error).toBe(false)
    })
  })
})

describeEmbedded('simulated payments', () => {
  it('PAGOS_SIMULADOS=no closes them: a purchase says payments are unavailable', async () => {
    const closed = await startOwnServer({ OPERATOR_TOKEN: TOKEN, PAGOS_SIMULADOS: 'no' })
    const previous = server
    server = closed
    try {
      const p = await player('127.0.0.70')
      const reply = await call(server.base, `/servicios/rest/compras/${p.id}`, {
        method: 'POST',
        headers: { ...p.headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          pack: 1,
          cartones: [1],
          medioPago: 'tarjeta',
          monto: 10000,
          clave: 'clave-de-prueba-0123456789',
          retorno: '/comprar-carton/resultado',
        }),
      })
      expect(reply.json()).toEqual({
        error: true,
        mensaje: 'Los pagos no están disponibles en este momento. Volvé a intentar más tarde.',
      })
    } finally {
      server = previous
      await closed.stop()
    }
  })
})

describeEmbedded('production refuses unsafe settings', () => {
  it('without OPERATOR_TOKEN every operator call is closed, whatever the token', async () => {
    const open = await startOwnServer({ OPERATOR_TOKEN: '' })
    try {
      for (const token of ['development-operator-token', '', 'undefined', TOKEN]) {
        const reply = await call(open.base, '/servicios/operador/correos', {
          headers: { authorization: `Bearer ${token}` },
        })
        expect([401, 404]).toContain(reply.status)
      }
    } finally {
      await open.stop()
    }
  })

  it('a short OPERATOR_TOKEN stops the start with a clear message', async () => {
    const { code, output } = await startExpectingExit({ OPERATOR_TOKEN: 'corta' })
    expect(code).toBe(1)
    expect(output).toContain('OPERATOR_TOKEN tiene 5 caracteres')
  })

  // A build-time setting changed after the build was silently ignored (robots.txt and
  // the sitemap kept http://localhost:3000). The test builds have no SITE_URL.
  it('a SITE_URL other than the build’s stops the start, naming it', async () => {
    const { code, output } = await startExpectingExit({
      OPERATOR_TOKEN: TOKEN,
      SITE_URL: 'https://otro.example.py',
    })
    expect(code).toBe(1)
    expect(output).toContain('SITE_URL=https://otro.example.py no es el valor con que se compiló')
  })

  it('the responsible-play test clock stops a production start on a public SITE_URL', async () => {
    const { code, output } = await startExpectingExit({
      OPERATOR_TOKEN: TOKEN,
      RELOJ_DE_PRUEBA: 'si',
      SITE_URL: 'https://sorteo.example.py',
    })
    expect(code).toBe(1)
    expect(output).toContain('RELOJ_DE_PRUEBA=si adelanta el reloj')
  })

  it('a missing SESSION_SECRET stops `next start` with a clear message', async () => {
    const port = await freePort()
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-own-'))
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      EMBEDDED_DATA_DIR: dataDir,
      OPERATOR_TOKEN: TOKEN,
      DATABASE_URL: '',
      BACKEND_URL: '',
    }
    delete env.SESSION_SECRET
    const child = spawn(
      process.execPath,
      [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)],
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    clearTimeout(timer)
    fs.rmSync(dataDir, { recursive: true, force: true })
    expect(code).toBe(1)
    expect(output).toContain('Falta SESSION_SECRET')
  })
})
