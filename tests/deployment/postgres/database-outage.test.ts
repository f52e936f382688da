/**
 * PostgreSQL stopped under a site process and started again: while it is away the backend answers
 * 503 with the Spanish message (not 500), readiness says so and liveness does not, the log has one
 * line for the outage and one for its end (no stack traces), and a purchase approved just before
 * the outage, or whose approval was refused during it and retried, is shown to its player once
 * the database is back. Runs in the PostgreSQL pass (DATABASE_URL set, as `npm test` does), on a
 * throwaway PostgreSQL of its own. Ports: CONTRACT_PORT + 12 (site) and + 13 (PostgreSQL).
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensurePostgres, startCluster } from '../../../scripts/lib/postgres.mjs'
import { spawnServer, TEST_SERVER_LIMITS, waitForServer } from '../../../scripts/lib/server.mjs'
import { sealData } from 'iron-session'
import { call, type Reply } from '../../support/servers/own-server'
import { newPlayer } from '../../support/servers/backend-client'

const postgresPass = Boolean(process.env.CONTRACT_DATA_DIR && process.env.CONTRACT_SERVER_URL)
const describePostgres = postgresPass ? describe : describe.skip
const PORT = (Number(process.env.CONTRACT_PORT) || 3200) + 12
const PG_PORT = (Number(process.env.CONTRACT_PORT) || 3200) + 13
const BASE = `http://127.0.0.1:${PORT}`
const UNAVAILABLE = 'Servicio no disponible momentáneamente. Intentá de nuevo en unos minutos.'
const SESSION_SECRET = 'database-outage-session-secret-0123456789abcdef'

jest.setTimeout(240_000)

/** A player of this site: its backend cookies kept by hand, calls from an address of its own. */
class Player {
  cookies = new Map<string, string>()
  userId = 0
  constructor(
    readonly from: string,
    readonly data = newPlayer(),
  ) {}

  async call(method: string, pathname: string, body?: unknown): Promise<Reply> {
    const headers: Record<string, string> = {}
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = xsrf
    if (body !== undefined) headers['content-type'] = 'application/json'
    const reply = await call(BASE, `/servicios/${pathname}`, {
      method,
      from: this.from,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const cookie of [reply.headers['set-cookie'] ?? []].flat()) {
      const [pair = ''] = cookie.split(';')
      const eq = pair.indexOf('=')
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
    }
    return reply
  }

  async registerAndLogin() {
    const registered = await this.call('POST', 'rest/usuarios/agregar', this.data)
    expect(registered.json().error).toBe(false)
    const query = new URLSearchParams({ username: this.data.email, password: this.data.password })
    const login = await this.call('POST', `login?${query}`)
    this.userId = (login.json() as unknown as { usuario: { id: number } }).usuario.id
  }

  /** Holds a free card of the open draw and starts paying it: the provider's page. */
  async startPurchase(key: string): Promise<{ id: number; pay: string }> {
    const draw = (await this.call('GET', 'rest/sorteos/actual')).json().datos as { id: number }
    const cards = (await this.call('GET', `rest/ticket/listar/azar/${draw.id}/5`)).json().datos as {
      id: number
    }[]
    const card = cards[0]!
    const held = await this.call('PUT', `rest/reservas/${this.userId}/${card.id}`)
    expect(held.json().error).toBe(false)
    const created = await this.call('POST', `rest/compras/${this.userId}`, {
      pack: 1,
      cartones: [card.id],
      medioPago: 'tarjeta',
      monto: 10_000,
      clave: key,
      retorno: '/comprar-carton/resultado',
    })
    const datos = created.json().datos as { id: number; redireccion: string }
    return { id: datos.id, pay: datos.redireccion }
  }

  approve(pay: string): Promise<Reply> {
    return call(BASE, pay, {
      method: 'POST',
      from: this.from,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=aprobar',
    })
  }

  purchase(id: number): Promise<Reply> {
    return this.call('GET', `rest/compras/${this.userId}/${id}`)
  }
}

describePostgres('PostgreSQL stopped for a while under a site process', () => {
  let bin: string
  let root: string
  let stopPostgres: () => void
  let site: ChildProcess
  let output = ''
  let dataDir: string

  beforeAll(async () => {
    bin = ensurePostgres()!
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-outage-pg-'))
    const postgres = await startCluster(bin, { root, port: PG_PORT, keep: true })
    stopPostgres = postgres.stop
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-outage-'))
    site = spawnServer({
      isolated: true,
      port: PORT,
      dataDir,
      extra: { DATABASE_URL: postgres.url, BACKEND_URL: '', SESSION_SECRET, ...TEST_SERVER_LIMITS },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    site.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    site.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    await waitForServer(`${BASE}/servicios/rest/usuarios/hora-servidor`, 120_000)
  })

  afterAll(async () => {
    site.kill('SIGTERM')
    await new Promise((resolve) => site.once('exit', resolve))
    stopPostgres()
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('answers 503 in Spanish while it is away, logs it once, and loses no approved purchase', async () => {
    const before = new Player('127.0.4.1')
    const during = new Player('127.0.4.2')
    await before.registerAndLogin()
    await during.registerAndLogin()
    const approved = await before.startPurchase(`antes-${Date.now()}`)
    expect((await before.approve(approved.pay)).status).toBe(303)
    const pending = await during.startPurchase(`durante-${Date.now()}`)
    const accountPage = async () => {
      const sealed = await sealData(
        {
          sid: `caida-${before.userId}`,
          user: {
            id: before.userId,
            email: before.data.email,
            nombre: 'Ana',
            rol: 'JUGADOR',
            tipo: 'WEB',
          },
          backendCookies: Object.fromEntries(before.cookies),
        },
        { password: SESSION_SECRET, ttl: 3600 },
      )
      return call(BASE, '/mi-cuenta/datos-personales', {
        from: before.from,
        headers: { cookie: `loteria_sesion=${sealed}` },
      })
    }
    expect((await accountPage()).status).toBe(200)

    stopPostgres()
    // The pool finds out on its next query.
    const read = await before.purchase(approved.id)
    expect(read.status).toBe(503)
    expect(read.json()).toEqual({ error: true, mensaje: UNAVAILABLE })
    expect(read.headers['retry-after']).toBeDefined()
    const refused = await during.approve(pending.pay)
    expect(refused.status).toBe(503)
    for (let i = 0; i < 20; i++) {
      const again = await call(BASE, '/servicios/rest/sorteos/actual')
      expect(again.status).toBe(503)
      // An answer that never reached the database (the clock) said it was back, and
      // the next query said it was away again: a pair of lines per request.
      expect((await call(BASE, '/servicios/rest/usuarios/hora-servidor')).status).toBe(200)
    }
    // An account page: 503, the Spanish page, Retry-After (200 and none).
    for (let i = 0; i < 5; i++) {
      const page = await accountPage()
      expect(page.status).toBe(503)
      expect(Number(page.headers['retry-after'])).toBeGreaterThan(0)
    }
    expect((await call(BASE, '/api/salud/listo')).status).toBe(503)
    expect((await call(BASE, '/api/salud/vivo')).status).toBe(200)

    const restarted = await startCluster(bin, { root, port: PG_PORT, keep: true })
    stopPostgres = restarted.stop
    const deadline = Date.now() + 30_000
    while ((await call(BASE, '/api/salud/listo')).status !== 200 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250))
    expect((await call(BASE, '/api/salud/listo')).status).toBe(200)

    // Approved just before the outage: still there, shown to its player.
    const shown = await before.purchase(approved.id)
    expect(shown.status).toBe(200)
    expect(shown.json().datos).toMatchObject({ id: approved.id, estado: 'APROBADA' })
    // Refused during the outage (503, nothing decided): the player's retry approves it.
    expect((await during.approve(pending.pay)).status).toBe(303)
    expect((await during.purchase(pending.id)).json().datos).toMatchObject({
      estado: 'APROBADA',
    })

    const lines = output.split('\n')
    const away = lines.filter((line) => line.includes('la base de datos no responde'))
    const back = lines.filter((line) => line.includes('la base de datos responde de nuevo'))
    expect(away).toHaveLength(1)
    expect(back).toHaveLength(1)
    expect(JSON.parse(back[0]!).failedRequests).toBeGreaterThanOrEqual(22)
    // The site's own: one line each way, with the outage's length.
    const siteAway = lines.filter((line) => line.includes('sitio: el backend no responde'))
    const siteBack = lines.filter((line) => line.includes('sitio: el backend responde de nuevo'))
    expect(siteAway).toHaveLength(1)
    expect(siteBack).toHaveLength(1)
    expect(JSON.parse(siteBack[0]!).downSeconds).toBeGreaterThan(0)
    // One JSON line each, no stack trace anywhere; every line JSON but Next's start banner
    // (docs/deploying.md, "Logs").
    expect(output).not.toMatch(/\n\s+at /)
    expect(output).not.toContain('Error interno del servidor')
    // The five of docs/deploying.md, "Logs", and nothing else.
    const banner = /^(▲ Next\.js |- Local: |- Network: |✓ Ready in |✓ Running next\.config took )/
    const notJson = lines.filter(
      (line) => line.trim() && !line.startsWith('{') && !banner.test(line),
    )
    expect(notJson).toEqual([])
  })
})
