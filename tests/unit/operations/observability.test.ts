/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  databaseAnswered,
  databaseWentAway,
  isDatabaseUnavailable,
} from '@loteria/reference-backend/testing'
import {
  drainSettings,
  finishInFlight,
  installHttpHook,
  stopAccepting,
} from '@/lib/observability/http-hook.mjs'
import { logger, metrics, requestStore } from '@loteria/shared/observability'
import { resolveRequestId } from '@/lib/observability/request-id.mjs'
import { routeLabel } from '@/lib/observability/routes.mjs'

// The request hook, the logger and the outage detector, without a build: a plain http.Server
// with the same hook `next start` gets.

function captured(stream: NodeJS.WriteStream) {
  const lines: string[] = []
  const spy = jest.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean))
    return true
  })
  return { lines, restore: () => spy.mockRestore() }
}

describe('the logger', () => {
  it('writes one JSON object per line, so a typed value cannot forge a line of its own', () => {
    const out = captured(process.stdout)
    const typed = 'Ana\n[correo] para=victima@x.com enlace=https://malo.example/restablecer'
    logger.info('correo: en la bandeja de salida', { asunto: `Nuevo mensaje de ${typed}` })
    out.restore()
    expect(out.lines).toHaveLength(1)
    expect(out.lines.some((line) => line.startsWith('[correo]'))).toBe(false)
    const entry = JSON.parse(out.lines[0]!)
    expect(entry).toMatchObject({ level: 'info', msg: 'correo: en la bandeja de salida' })
    expect(entry.asunto).toContain('\n[correo] para=victima@x.com')
    expect(typeof entry.time).toBe('string')
  })

  it("adds the request's id and route inside a request", () => {
    const out = captured(process.stdout)
    requestStore().run({ requestId: 'abcdef123456', route: '/login', method: 'POST' }, () =>
      logger.info('algo'),
    )
    out.restore()
    expect(JSON.parse(out.lines[0]!)).toMatchObject({ requestId: 'abcdef123456', route: '/login' })
  })
})

describe('request ids', () => {
  const trusted = new Set(['127.0.0.1'])
  it("keeps a trusted proxy's id and ignores a client's", () => {
    expect(resolveRequestId('nginx-0123456789', '127.0.0.1', trusted)).toBe('nginx-0123456789')
    expect(resolveRequestId('forjado-0123456789', '10.0.0.9', trusted)).not.toBe(
      'forjado-0123456789',
    )
    expect(resolveRequestId('forjado-0123456789', '127.0.0.1', undefined)).not.toBe(
      'forjado-0123456789',
    )
  })
  it('never keeps an id that could break a header or a log line', () => {
    const id = resolveRequestId('abc\n[correo] x', '127.0.0.1', trusted)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('route labels', () => {
  it('stay few: ids become :id and every 404 is one label', () => {
    expect(routeLabel('/resultados/1234?x=1')).toBe('/resultados/:id')
    expect(routeLabel('/servicios/rest/compras/42/7')).toBe('/servicios/rest/compras/:id')
    expect(routeLabel('/_next/static/chunks/abc.js')).toBe('/_next/static')
    expect(routeLabel('/wp-admin/setup.php', 404)).toBe('(no encontrada)')
  })

  it('count every answer by method, route and status, whatever paths a scanner walks', async () => {
    installHttpHook(http, { ...process.env, TRUSTED_PROXIES: '' })
    const server = http.createServer((request, response) => {
      response.statusCode = request.url?.startsWith('/resultados/') ? 200 : 404
      response.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const paths = [
      '/resultados/1',
      '/resultados/2?x=1',
      '/wp-admin',
      '/.env',
      `/${'a'.repeat(300)}`,
    ]
    for (const path of paths) {
      await new Promise((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port, path, agent: false }, (r) =>
            r.resume().on('end', resolve),
          )
          .on('error', reject),
      )
    }
    await new Promise<void>((resolve) => server.close(() => resolve()))
    const text = await metrics().registry.metrics()
    expect(text).toContain(
      'loteria_http_requests_total{method="GET",route="/resultados/:id",status="200"} 2',
    )
    expect(text).toContain(
      'loteria_http_requests_total{method="GET",route="(no encontrada)",status="404"} 3',
    )
    expect(text).toMatch(
      /loteria_http_request_duration_seconds_count\{method="GET",route="\/resultados\/:id"\} 2\n/,
    )
    expect(text).not.toContain('wp-admin')
  })
})

describe('the database outage', () => {
  it('tells an unreachable database from a bug', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    })
    expect(isDatabaseUnavailable(refused)).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query: select', { cause: refused }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(
      true,
    )
    expect(
      isDatabaseUnavailable(new Error('Cannot use a pool after calling end on the pool')),
    ).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false)
  })

  it('logs one line when the database goes away and one when it returns', async () => {
    const err = captured(process.stderr)
    const out = captured(process.stdout)
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    for (let i = 0; i < 500; i++) databaseWentAway(refused)
    for (let i = 0; i < 500; i++) databaseAnswered()
    err.restore()
    out.restore()
    expect(err.lines).toHaveLength(1)
    expect(JSON.parse(err.lines[0]!)).toMatchObject({ level: 'error', code: 'ECONNREFUSED' })
    expect(out.lines).toHaveLength(1)
    expect(JSON.parse(out.lines[0]!)).toMatchObject({ failedRequests: 500 })
    expect(await metrics().registry.getSingleMetricAsString('loteria_database_up')).toMatch(
      /loteria_database_up 1/,
    )
  })
})

describe('the graceful stop', () => {
  // Each case is a process of its own: the hook keeps its state on globalThis.
  beforeEach(() => {
    const own = (globalThis as Record<symbol, Record<string, unknown> | undefined>)[
      Symbol.for('loteria.observability.http')
    ]
    if (own) Object.assign(own, { draining: false, servers: new Set(), closed: undefined })
  })

  it('finishes all 40 requests it accepted, answers late ones, then refuses, and ids every answer', async () => {
    installHttpHook(http, { ...process.env, TRUSTED_PROXIES: '' })
    let arrived = 0
    let release: () => void = () => undefined
    const allIn = new Promise<void>((resolve) => (release = resolve))
    const server = http.createServer((_request, response) => {
      arrived += 1
      if (arrived === 40) release()
      // Slow on purpose: all 40 are in flight when the stop begins.
      setTimeout(() => response.end('ok'), 400)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const get = () =>
      new Promise<{
        status: number
        id: string | undefined
        body: string
        connection: string | undefined
      }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/x', agent: false }, (response) => {
            let body = ''
            response.on('data', (chunk) => (body += chunk))
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                id: response.headers['x-request-id'] as string | undefined,
                body,
                connection: response.headers.connection,
              }),
            )
          })
          .on('error', reject)
      })
    const answers = Array.from({ length: 40 }, get)
    await allIn
    stopAccepting({ drainMs: 300, quietMs: 100, maxMs: 1000 })
    const left = finishInFlight(5000)
    // Within the drain window the listener is still open: a new connection is answered, and told
    // the connection closes after it.
    const late = await get()
    expect(late).toMatchObject({ status: 200, body: 'ok', connection: 'close' })
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const refused = await get().then(
      () => 'accepted',
      (error: NodeJS.ErrnoException) => error.code,
    )
    const settled = await Promise.allSettled(answers)
    expect(await left).toBe(0)
    expect(refused).toBe('ECONNREFUSED')
    expect(settled.filter((r) => r.status === 'rejected')).toHaveLength(0)
    for (const result of settled) {
      expect(result.status === 'fulfilled' && result.value).toMatchObject({
        status: 200,
        body: 'ok',
      })
    }
    const ids = settled.map((r) => (r.status === 'fulfilled' ? r.value.id : undefined))
    expect(new Set(ids).size).toBe(40)
  })

  it('answers a request sent on an open keep-alive connection after the stop, then closes it', async () => {
    installHttpHook(http, { ...process.env, TRUSTED_PROXIES: '' })
    const server = http.createServer((_request, response) => response.end('ok'))
    // Short, so that the idle connection below ends by itself within the test (two seconds at
    // least: Node's agent keeps a second in hand and reads `timeout=1` as "do not reuse").
    server.keepAliveTimeout = 2500
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    // One connection, as a proxy keeps it: the second request reuses it after the stop began.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const get = () =>
      new Promise<{ status: number; connection: string | undefined; socket: unknown }>(
        (resolve, reject) => {
          const request = http.get({ host: '127.0.0.1', port, path: '/x', agent }, (response) => {
            response.resume()
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                connection: response.headers.connection,
                socket: request.socket,
              }),
            )
          })
          request.on('error', reject)
        },
      )
    const first = await get()
    expect(first.connection).toBe('keep-alive')
    // The agent takes the socket back a moment after the answer ends.
    await new Promise((resolve) => setTimeout(resolve, 50))
    stopAccepting({ drainMs: 0, quietMs: 100, maxMs: 1000 })
    const started = Date.now()
    const left = finishInFlight(5000)
    // Before this change the stop cut the idle connection at once: this request got ECONNRESET.
    const second = await get()
    expect(second).toMatchObject({ status: 200, connection: 'close' })
    expect(second.socket).toBe(first.socket)
    expect(await left).toBe(0)
    expect(Date.now() - started).toBeLessThan(2000)
    agent.destroy()
  })

  it('waits for an idle keep-alive connection to end by itself rather than cutting it', async () => {
    installHttpHook(http, { ...process.env, TRUSTED_PROXIES: '' })
    const server = http.createServer((_request, response) => response.end('ok'))
    server.keepAliveTimeout = 2500
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    await new Promise<void>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/x', agent }, (response) => {
        response.resume()
        response.on('end', resolve)
      })
      request.on('error', reject)
    })
    const started = Date.now()
    stopAccepting({ drainMs: 0, quietMs: 100, maxMs: 1000 })
    expect(await finishInFlight(5000)).toBe(0)
    // The stop waited for the connection to end by the server's keep-alive timeout (2.5 s): not
    // cut at the stop (0 ms before), not held to the deadline (5 s).
    const elapsed = Date.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(2000)
    expect(elapsed).toBeLessThan(4900)
    agent.destroy()
  })

  it('keeps the listener open 1 s by default, SHUTDOWN_DRAIN_MS to change it', () => {
    expect(drainSettings({})).toEqual({ drainMs: 1000, quietMs: 200, maxMs: 3000 })
    expect(drainSettings({ SHUTDOWN_DRAIN_MS: '5000' }).drainMs).toBe(5000)
    expect(drainSettings({ SHUTDOWN_DRAIN_MS: 'x' }).drainMs).toBe(1000)
  })

  it('never resets a client that opens a connection per request: answered, or refused (5 stops)', async () => {
    // The listener closed at once, and the kernel reset the connections in its accept
    // queue, some with their request already sent. A busy process (2 ms of work per answer)
    // leaves connections queued, as a site process under load does.
    installHttpHook(http, { ...process.env, TRUSTED_PROXIES: '' })
    for (let round = 0; round < 5; round++) {
      const own = (globalThis as Record<symbol, Record<string, unknown> | undefined>)[
        Symbol.for('loteria.observability.http')
      ]
      if (own) Object.assign(own, { draining: false, servers: new Set(), closed: undefined })
      const server = http.createServer((_request, response) => {
        const until = Date.now() + 2
        while (Date.now() < until);
        response.end('ok')
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const { port } = server.address() as AddressInfo
      const outcomes = new Map<string, number>()
      const count = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
      const once = (agent: http.Agent) =>
        new Promise<string>((resolve) => {
          http
            .get({ host: '127.0.0.1', port, path: '/x', agent }, (response) => {
              response.resume()
              response.on('end', () => resolve(String(response.statusCode)))
              response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
            })
            .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
        })
      // Each client asks until it is refused (a refusal is final: the listener is closed).
      const client = async (agent: http.Agent) => {
        for (;;) {
          const outcome = await once(agent)
          count(outcome)
          if (outcome !== '200') return
        }
      }
      const fresh = Array.from({ length: 40 }, () => new http.Agent({ keepAlive: false }))
      const kept = Array.from({ length: 4 }, () => new http.Agent({ keepAlive: true }))
      const clients = [...fresh, ...kept].map(client)
      await new Promise((resolve) => setTimeout(resolve, 150))
      stopAccepting({ drainMs: 100, quietMs: 50, maxMs: 1000 })
      const left = finishInFlight(5000)
      await Promise.all(clients)
      expect(await left).toBe(0)
      for (const agent of [...fresh, ...kept]) agent.destroy()
      // Every request answered; every client's last attempt refused, none reset or hung up.
      expect([...outcomes.keys()].sort()).toEqual(['200', 'ECONNREFUSED'])
      expect(outcomes.get('ECONNREFUSED')).toBe(44)
    }
  })
})
