import { call, startOwnServer, type OwnServer } from '../support/servers/own-server'

// Issue 37 (docs/history.md): /api/metricas took the operator's token with no throttle and no line
// of log (200 wrong tokens, 200 × 401), unlike /servicios/operador/*. It now goes through the same
// door: refused tokens logged and counted per address (LIMIT_OPERATOR_FAILURES, here 3 a minute),
// one count with /servicios/operador/*, then 429 with Retry-After; another address is not slowed.

jest.setTimeout(120_000)

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip

const TOKEN = 'metrics-door-test-operator-token-0123456789'
let server: OwnServer

const metricsFrom = (from: string, token: string) =>
  call(server.base, '/api/metricas', { from, headers: { authorization: `Bearer ${token}` } })

describeEmbedded('/api/metricas: the operator door', () => {
  beforeAll(async () => {
    server = await startOwnServer({ OPERATOR_TOKEN: TOKEN, LIMIT_OPERATOR_FAILURES: '3/60' })
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  it('throttles wrong tokens per address and logs each one', async () => {
    for (let i = 0; i < 3; i++) {
      const refused = await metricsFrom('127.0.0.41', `adivinado-${i}`)
      expect(refused.status).toBe(401)
      expect(refused.headers['www-authenticate']).toBe('Bearer')
    }
    const throttled = await metricsFrom('127.0.0.41', TOKEN)
    expect(throttled.status).toBe(429)
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0)
    expect(throttled.headers['cache-control']).toBe('no-store')

    // Another address is not slowed down, and the right token reads the metrics.
    const allowed = await metricsFrom('127.0.0.42', TOKEN)
    expect(allowed.status).toBe(200)
    expect(allowed.text).toContain('loteria_http_requests_total')

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('token de operador rechazado'))
      .map((line) => JSON.parse(line) as Record<string, string>)
    expect(lines.filter((line) => line.path === '/api/metricas')).toHaveLength(3)
    expect(lines[0]).toMatchObject({ level: 'warn', clientAddress: '127.0.0.41' })
  })

  it('counts with /servicios/operador/*: one limit per address', async () => {
    const from = '127.0.0.43'
    const wrong = { authorization: 'Bearer adivinado' }
    expect(
      (await call(server.base, '/servicios/operador/contacto', { from, headers: wrong })).status,
    ).toBe(401)
    expect(
      (await call(server.base, '/servicios/operador/contacto', { from, headers: wrong })).status,
    ).toBe(401)
    expect((await metricsFrom(from, 'adivinado')).status).toBe(401)
    expect((await metricsFrom(from, 'adivinado')).status).toBe(429)
  })
})
