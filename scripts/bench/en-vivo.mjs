#!/usr/bin/env node
// `npm run bench:en-vivo`: draw night's live page under load. Starts the production build on a
// fresh embedded database, opens BENCH_VIEWERS (2,000) Server-Sent Events clients on the site's
// /api/en-vivo/eventos, starts a live draw at BENCH_INTERVAL_MS (1,000 ms) and follows it to the
// end. Prints the delay from each ball's call (its stored time) to its arrival at every client
// (p50, p99, max), events lost or duplicated per client, the backend calls the run caused and the
// server's memory before and after.
//
// Options (environment): BENCH_VIEWERS (2000), BENCH_INTERVAL_MS (1000), BENCH_PORT (3402).
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { ensureBuild } from '../lib/build.mjs'
import { assertPortFree, spawnServer, stopServer, waitForServer } from '../lib/server.mjs'
import { residentMb } from '../lib/processes.mjs'
import { sseReader } from '../lib/sse.mjs'

const VIEWERS = Number(process.env.BENCH_VIEWERS) || 2000
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS) || 1000
const PORT = Number(process.env.BENCH_PORT) || 3402
const OPERATOR_TOKEN = 'bench-operator-token-of-the-bench-server'
const base = `http://127.0.0.1:${PORT}`

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })

/** One SSE client; resolves once it is connected. */
function openClient(url, headers, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { accept: 'text/event-stream', ...headers } })
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`HTTP ${response.statusCode}`))
        response.resume()
        return
      }
      response.setEncoding('utf8')
      response.on('data', sseReader(onEvent))
      resolve(() => request.destroy())
    })
    request.on('error', reject)
  })
}

async function backendCalls() {
  const response = await fetch(`${base}/servicios/operador/metricas`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  })
  return (await response.json()).datos.peticiones
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

ensureBuild()
await assertPortFree(PORT)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-bench-en-vivo-'))
const site = spawnServer({
  port: PORT,
  dataDir,
  extra: { OPERATOR_TOKEN, LIMIT_LIVE_VIEWERS_PER_ADDRESS: String(VIEWERS + 100) },
  stdio: ['ignore', 'ignore', 'inherit'],
})
try {
  await waitForServer(`${base}/servicios/rest/usuarios/hora-servidor`, 120_000)
  // Warm the routes once, as the first visitors of the evening do.
  await fetch(`${base}/api/en-vivo`).then((r) => r.json())
  const memoryBefore = residentMb(site.pid)

  // When each event was called: read once from the backend's own stream (stored times).
  const calledAt = new Map()
  const balls = new Set()
  const closeReference = await openClient(
    `${base}/servicios/rest/sorteos/en-vivo/eventos`,
    { authorization: `Bearer ${OPERATOR_TOKEN}` },
    (e) => {
      const event = JSON.parse(e.data)
      calledAt.set(Number(e.id), Date.parse(event.fecha))
      if (e.event === 'bolilla') balls.add(Number(e.id))
    },
  )

  const clients = []
  let finished = 0
  let done
  const allFinished = new Promise((resolve) => (done = resolve))
  for (let i = 0; i < VIEWERS; i++) {
    const client = { arrivals: new Map(), duplicates: 0 }
    clients.push(client)
    client.close = await openClient(`${base}/api/en-vivo/eventos`, {}, (e) => {
      const id = Number(e.id)
      if (client.arrivals.has(id)) client.duplicates += 1
      else client.arrivals.set(id, Date.now())
      if (e.event === 'fin' && ++finished === VIEWERS) done()
    })
  }
  console.log(`${VIEWERS} viewers connected; memory ${residentMb(site.pid)} MB`)
  const callsBefore = await backendCalls()

  const start = await fetch(`${base}/servicios/operador/sorteos/en-vivo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ intervaloMs: INTERVAL_MS }),
  }).then((r) => r.json())
  if (start.error) throw new Error(start.mensaje)
  console.log(`${start.datos.identificador}: live at ${INTERVAL_MS} ms`)
  const timeout = setTimeout(() => done(), 400_000)
  await allFinished
  clearTimeout(timeout)
  const callsAfter = await backendCalls()
  const memoryAfter = residentMb(site.pid)

  const ids = [...calledAt.keys()].sort((a, b) => a - b)
  const delays = []
  let lost = 0
  let duplicated = 0
  for (const client of clients) {
    duplicated += client.duplicates
    for (const id of ids) {
      const arrived = client.arrivals.get(id)
      if (arrived === undefined) lost += 1
      // A ball's delay; the end event's time is when the close began, not a call.
      else if (balls.has(id)) delays.push(arrived - calledAt.get(id))
    }
  }
  delays.sort((a, b) => a - b)
  closeReference()
  for (const client of clients) client.close()

  console.table({
    viewers: VIEWERS,
    'events per viewer': ids.length,
    'balls per viewer': balls.size,
    'p50 ms': percentile(delays, 0.5),
    'p99 ms': percentile(delays, 0.99),
    'max ms': delays.at(-1),
    'lost events': lost,
    'duplicated events': duplicated,
    'backend calls during the run': callsAfter - callsBefore,
    'memory before MB': memoryBefore,
    'memory after MB': memoryAfter,
  })
} finally {
  await stopServer(site)
  fs.rmSync(dataDir, { recursive: true, force: true })
}
