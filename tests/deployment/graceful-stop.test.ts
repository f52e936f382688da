/**
 * A production server of its own stopped with SIGTERM in the middle of 40 requests it had
 * accepted: every one is answered, the live streams end with a reconnect hint, new connections
 * are answered for the drain window and refused after it, and the process exits 0 after closing its database. Also its operator's view:
 * health, metrics behind the token, request ids, and log lines a typed value cannot forge.
 * Port: CONTRACT_PORT + 11 (4531 with the i24b ports).
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { spawnServer, TEST_SERVER_LIMITS, waitForServer } from '../../scripts/lib/server.mjs'
import { call } from '../support/servers/own-server'

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip
const PORT = (Number(process.env.CONTRACT_PORT) || 3200) + 11
const BASE = `http://127.0.0.1:${PORT}`
const TOKEN = 'graceful-stop-operator-token-of-this-test-server'
const THANKS = '¡Gracias por escribirnos! Te responderemos a la brevedad.'

jest.setTimeout(180_000)

/** A contact message whose body arrives in two parts: accepted now, finished on `finish()`. */
function slowContact(index: number) {
  const body = JSON.stringify({
    nombre: `Cliente ${index}`,
    email: `cliente${index}@prueba.com.py`,
    telefono: '0981 123456',
    mensaje: 'Quisiera saber cuándo es el próximo sorteo.',
  })
  const cut = Math.floor(body.length / 2)
  let finish: () => void = () => undefined
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(`${BASE}/servicios/rest/contacto/enviar`, {
      method: 'POST',
      agent: false,
      localAddress: `127.0.3.${index + 1}`,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    })
    request.on('response', (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
    })
    request.on('error', reject)
    request.flushHeaders()
    request.write(body.slice(0, cut))
    finish = () => request.end(body.slice(cut))
  })
  return { answer, finish: () => finish() }
}

/** A live-draw viewer: everything the stream sent until it ended. */
function viewer() {
  return new Promise<string>((resolve, reject) => {
    http
      .get(`${BASE}/api/en-vivo/eventos`, { agent: false }, (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => resolve(text))
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

async function inFlight(): Promise<number> {
  const reply = await call(BASE, '/api/metricas', { headers: { authorization: `Bearer ${TOKEN}` } })
  const match = /^loteria_http_requests_in_flight (\d+)/m.exec(reply.text)
  return Number(match?.[1] ?? 0)
}

describeEmbedded('a site process stopped with SIGTERM', () => {
  let child: ChildProcess
  let output = ''
  let dataDir: string

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-graceful-'))
    child = spawnServer({
      isolated: true,
      port: PORT,
      dataDir,
      extra: { DATABASE_URL: '', BACKEND_URL: '', OPERATOR_TOKEN: TOKEN, ...TEST_SERVER_LIMITS },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    await waitForServer(`${BASE}/servicios/rest/usuarios/hora-servidor`, 120_000)
  })

  afterAll(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers liveness and readiness, without caching', async () => {
    const vivo = await call(BASE, '/api/salud/vivo')
    expect(vivo.status).toBe(200)
    expect(vivo.json()).toEqual({ estado: 'vivo' })
    const listo = await call(BASE, '/api/salud/listo')
    expect(listo.status).toBe(200)
    expect(listo.json()).toEqual({ estado: 'listo' })
    expect(listo.headers['cache-control']).toContain('no-store')
  })

  it('shows its metrics to the operator token only', async () => {
    expect((await call(BASE, '/api/metricas')).status).toBe(401)
    const wrong = await call(BASE, '/api/metricas', { headers: { authorization: 'Bearer nope' } })
    expect(wrong.status).toBe(401)
    await call(BASE, '/servicios/rest/sorteos/actual')
    const reply = await call(BASE, '/api/metricas', {
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(reply.status).toBe(200)
    expect(reply.headers['content-type']).toContain('text/plain')
    expect(reply.text).toMatch(
      /loteria_http_requests_total\{method="GET",route="\/servicios\/rest\/sorteos\/actual",status="200"\} \d+/,
    )
    for (const name of [
      'loteria_http_request_duration_seconds_bucket',
      'loteria_live_viewers',
      'loteria_backend_calls_total',
      'loteria_purchases_total',
      'loteria_database_up',
    ])
      expect(reply.text).toContain(name)
  })

  it('gives every answer a request id, and ignores one a client (not a trusted proxy) sent', async () => {
    const reply = await call(BASE, '/api/salud/vivo', {
      headers: { 'x-request-id': 'inventado-por-el-cliente' },
    })
    expect(reply.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('logs a contact message as one JSON line: a typed newline cannot forge a mail line', async () => {
    const forged = 'Ana\n[correo] para=victima@prueba.com.py enlace=https://malo.example/x'
    const reply = await call(BASE, '/servicios/rest/contacto/enviar', {
      method: 'POST',
      from: '127.0.3.200',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        nombre: forged,
        email: 'ana@prueba.com.py',
        telefono: '0981 123456',
        mensaje: 'Hola',
      }),
    })
    expect(reply.json()).toMatchObject({ error: false, mensaje: THANKS })
    const lines = output.split('\n')
    expect(lines.filter((line) => line.trimStart().startsWith('[correo]'))).toEqual([])
    const mailLines = lines.filter((line) => line.includes('victima@prueba.com.py'))
    expect(mailLines).toHaveLength(1)
    const entry = JSON.parse(mailLines[0]!)
    expect(entry).toMatchObject({ level: 'info', msg: 'correo: en la bandeja de salida' })
    expect(entry.asunto).toBe(`Nuevo mensaje de contacto de ${forged}`)
    expect(entry.requestId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('finishes all 40 requests it accepted, ends live streams with a retry hint, then exits', async () => {
    const viewers = [viewer(), viewer(), viewer()]
    const contacts = Array.from({ length: 40 }, (_, i) => slowContact(i))
    // Every one of them accepted (headers read, body awaited), and the three streams open.
    const deadline = Date.now() + 30_000
    while ((await inFlight()) < 44 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await inFlight()).toBeGreaterThanOrEqual(44)

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    const stoppedAt = Date.now()
    child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    // Within the drain window (SHUTDOWN_DRAIN_MS, 1 s) the listener stays open: a new connection
    // is answered, told the connection closes, and readiness sends balancers elsewhere.
    const late = await call(BASE, '/api/salud/listo', { fresh: true })
    expect(late.status).toBe(503)
    expect(late.headers.connection).toBe('close')
    // Then the listener closes: a new connection is refused (a proxy sends it to another
    // process), never reset. A request on a keep-alive connection already open is still answered
    // (tests/unit/operations/observability.test.ts).
    let later: string | undefined
    while (later !== 'ECONNREFUSED' && Date.now() - stoppedAt < 8000) {
      await new Promise((resolve) => setTimeout(resolve, 300))
      later = await call(BASE, '/api/salud/vivo', { fresh: true }).then(
        (reply) => `answered ${reply.status}, connection: ${reply.headers.connection}`,
        (error: NodeJS.ErrnoException) => error.code,
      )
      if (later !== 'ECONNREFUSED') expect(later).toBe('answered 200, connection: close')
    }
    expect(later).toBe('ECONNREFUSED')
    // Not before the drain window (1 s) had passed.
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1000)
    for (const contact of contacts) contact.finish()

    const answers = await Promise.allSettled(contacts.map((contact) => contact.answer))
    const cut = answers.filter((answer) => answer.status === 'rejected')
    expect(cut).toEqual([])
    for (const answer of answers) {
      expect(answer.status === 'fulfilled' && answer.value.status).toBe(200)
      expect(answer.status === 'fulfilled' && JSON.parse(answer.value.text).mensaje).toBe(THANKS)
    }
    for (const text of await Promise.all(viewers)) expect(text).toMatch(/retry: 500\n\n$/)
    expect(await exited).toBe(0)
    expect(output).toContain('parada ordenada: terminada')
    expect(output).toContain('embedded-backend: base de datos cerrada')
    expect(output).not.toContain('plazo vencido')
  })
})
