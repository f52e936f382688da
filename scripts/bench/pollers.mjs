#!/usr/bin/env node
// `npm run bench:pollers`: the crowd that follows the live draw's snapshot instead of its stream
// (refused at a process's share, or cut), against `npm run cluster` (nginx in front of two site
// processes, PostgreSQL, Redis). Starts a live draw at BENCH_INTERVAL_MS (1 s a ball; the next
// one when it ends), then ramps pollers in steps (100, 1,000, 5,000): each reads /api/en-vivo
// through nginx once a second, as the page does, from worker threads over keep-alive connections.
// Per step: the polls answered and failed, who answered them (nginx's X-Cache-Status), the
// requests per second that reached the site processes for /api/en-vivo (their Prometheus
// counters, /api/metricas), the backend calls per second (operador/metricas), CPU of the site
// processes and of nginx, how late each ball came on the backend's own stream (before any cache),
// and the delay from each ball's call (its stored time) to the first poll that showed it, per
// poller (p50, p99, max). Fails when the origin's rate grows with the pollers, when a ball is
// seen later than BENCH_MAX_P99_MS at p99, when polls fail or pollers never catch up.
//
//   npm run cluster
//   npm run bench:pollers                    # 100, 1,000, 5,000 pollers, 30 s each
//   BENCH_POLLERS_STEPS=100,2000 npm run bench:pollers
//   npm run cluster -- stop
//
// Options (environment): BENCH_POLLERS_STEPS (100,1000,5000), BENCH_POLLERS_STEP_SECONDS (30),
// BENCH_POLLERS_WORKERS (2 threads), BENCH_POLLERS_SOCKETS (256 keep-alive connections per
// thread), BENCH_POLLERS_COOKIES (0: the share of pollers that send a cookie, as a logged-in
// player's browser does), BENCH_INTERVAL_MS (1000, between balls), BENCH_MAX_P99_MS (2500).
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { ROOT } from '../lib/build.mjs'
import {
  ballDelays,
  counterSum,
  histogramPercentile,
  percentile,
  verdict,
} from '../lib/poller-figures.mjs'
import { processTree } from '../lib/processes.mjs'
import { sseReader } from '../lib/sse.mjs'
import { clusterOperatorToken, readClusterState } from '../lib/cluster-state.mjs'

const env = process.env
const STEPS = (env.BENCH_POLLERS_STEPS || '100,1000,5000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
const STEP_SECONDS = Number(env.BENCH_POLLERS_STEP_SECONDS) || 30
const WORKERS = Number(env.BENCH_POLLERS_WORKERS) || 2
const SOCKETS = Number(env.BENCH_POLLERS_SOCKETS) || 256
const COOKIE_SHARE = Math.min(1, Math.max(0, Number(env.BENCH_POLLERS_COOKIES) || 0))
const INTERVAL_MS = Number(env.BENCH_INTERVAL_MS) || 1000
const MAX_P99_MS = Number(env.BENCH_MAX_P99_MS) || 2500
/** The page's own period (components/live/use-live-draw.ts, POLL_MS). */
const POLL_MS = 500
/** New pollers take their first snapshot and open their connections before a step is measured. */
const SETTLE_MS = 5000
/** After the last step, time for every poller to show the last balls. */
const GRACE_MS = 5000
/** Any cookie turns nginx's cache off for the request; this one is the logged-in hint (lib/session/hint.ts). */
const COOKIE = 'loteria_sesion_activa=1'
const CLOCK_TICKS = 100

if (STEPS.length === 0 || STEPS.some((n, i) => i > 0 && n <= STEPS[i - 1])) {
  console.error('✗ BENCH_POLLERS_STEPS: growing numbers of pollers, e.g. 100,1000,5000.')
  process.exit(2)
}
const cluster = readClusterState()
const EDGE = `http://127.0.0.1:${cluster.ports.nginx}`
const SITES = cluster.sites.map((site) => `http://127.0.0.1:${site.port}`)
const TOKEN = clusterOperatorToken()
const auth = { authorization: `Bearer ${TOKEN}` }
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function operator(pathname, body) {
  const response = await fetch(`${EDGE}/servicios/operador/${pathname}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  })
  return response.json()
}

// ── The draw: started here, followed on the backend's own stream (the stored call times) in
// every site process (the first to relay an event gives it; each one's count is shown, since a
// process whose stream falls silent leaves its viewers behind), and started again when it ends,
// so that every step has balls to time.
const startedAt = Date.now()
const balls = []
let lastEventId = 0
let drawing = true
let draws = 0
let following = true
const streams = []
const relayed = new Map(SITES.map((base) => [base, new Set()]))
let firstBall
const ballCalled = new Promise((resolve) => (firstBall = resolve))

async function startDraw() {
  const start = await operator('sorteos/en-vivo', { intervaloMs: INTERVAL_MS })
  if (start.error) {
    console.log(`› no live start: ${start.mensaje}`)
    return
  }
  draws += 1
  console.log(`› ${start.datos.identificador}: live, a ball every ${INTERVAL_MS} ms`)
}

async function nextDraw() {
  // As the operator's CLI does at the end: the result is published, then the next draw starts.
  const published = await operator('sorteos/en-vivo/publicar')
  if (published.error) console.log(`› publish: ${published.mensaje}`)
  if (drawing) await startDraw()
}

function onEvent(base, event) {
  const id = Number(event.id)
  const data = JSON.parse(event.data)
  const at = Date.parse(data.fecha)
  if (at >= startedAt) relayed.get(base).add(id)
  if (!(id > lastEventId)) return
  lastEventId = id
  if (event.event === 'bolilla') {
    // When the backend's stream brought it: how late a ball is before any cache holds it.
    balls.push({ id, calledAt: at, relayedAt: Date.now() })
    if (at >= startedAt) firstBall()
  } else if (event.event === 'fin' && drawing && at >= startedAt) {
    // The end of this run's draw (the stream first repeats the latest draw's events).
    nextDraw().catch((error) => console.log(`› next draw: ${error.message}`))
  }
}

function follow(base, since = 0) {
  const headers = { accept: 'text/event-stream', ...auth }
  if (since) headers['last-event-id'] = String(since)
  let last = since
  const again = () => {
    if (following) setTimeout(() => follow(base, last), 1000)
  }
  const request = http.get(`${base}/servicios/rest/sorteos/en-vivo/eventos`, { headers })
  streams.push(request)
  request.on('response', (response) => {
    if (response.statusCode !== 200) {
      response.resume()
      return again()
    }
    response.setEncoding('utf8')
    const read = sseReader((event) => {
      last = Math.max(last, Number(event.id))
      onEvent(base, event)
    })
    response.on('data', read)
    response.on('end', again)
  })
  request.on('error', again)
}

// ── The origin: what reached the site processes, and what they cost.
/** CPU time (user + system, in clock ticks) of the processes under `pid`. */
function cpuTicks(pid) {
  let ticks = 0
  for (const p of pid ? processTree(pid) : []) {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // gone
    }
  }
  return ticks
}

function nginxPid() {
  try {
    return Number(fs.readFileSync(path.join(ROOT, '.cluster', 'nginx', 'nginx.pid'), 'utf8'))
  } catch {
    return undefined
  }
}

async function sampleOrigin() {
  const sites = await Promise.all(
    SITES.map(async (base) => {
      const [metrics, backend] = await Promise.all([
        fetch(`${base}/api/metricas`, { headers: auth }).then((r) => r.text()),
        fetch(`${base}/servicios/operador/metricas`, { headers: auth }).then((r) => r.json()),
      ])
      return {
        snapshot: counterSum(metrics, 'loteria_http_requests_total', { route: '/api/en-vivo' }),
        backend: backend.datos.peticiones,
      }
    }),
  )
  const pids = readClusterState().sites.map((site) => site.pid)
  return {
    at: Date.now(),
    snapshot: sites.reduce((sum, site) => sum + site.snapshot, 0),
    backend: sites.reduce((sum, site) => sum + site.backend, 0),
    siteTicks: pids.reduce((sum, pid) => sum + cpuTicks(pid), 0),
    nginxTicks: cpuTicks(nginxPid()),
  }
}

// ── The crowd.
const workers = Array.from(
  { length: WORKERS },
  () =>
    new Worker(new URL('./lib/poller-worker.mjs', import.meta.url), {
      workerData: {
        url: `${EDGE}/api/en-vivo`,
        intervalMs: POLL_MS,
        sockets: SOCKETS,
        cookie: COOKIE,
      },
    }),
)
const seenSteps = []

/** Every thread's counts since the last report, added up; the first sightings are kept. */
async function report(final = false) {
  const at = Date.now()
  const parts = await Promise.all(
    workers.map(
      (worker) =>
        new Promise((resolve) => {
          worker.once('message', resolve)
          worker.postMessage({ type: 'report', final })
        }),
    ),
  )
  const total = { at, polls: 0, skipped: 0, older: 0, errors: {}, cache: {}, elu: 0 }
  total.latency = new Uint32Array(parts[0].latency.length)
  for (const part of parts) {
    total.polls += part.polls
    total.skipped += part.skipped
    total.older += part.older
    total.elu = Math.max(total.elu, part.elu)
    for (const [kind, n] of Object.entries(part.errors))
      total.errors[kind] = (total.errors[kind] ?? 0) + n
    for (const [kind, n] of Object.entries(part.cache))
      total.cache[kind] = (total.cache[kind] ?? 0) + n
    part.latency.forEach((n, ms) => (total.latency[ms] += n))
    seenSteps.push(part.steps)
  }
  if (final) total.lasts = parts.flatMap((part) => [...part.lasts])
  return total
}

function addPollers(count) {
  workers.forEach((worker, i) => {
    const share = Math.floor(count / WORKERS) + (i < count % WORKERS ? 1 : 0)
    if (share > 0) worker.postMessage({ type: 'add', count: share, cookieShare: COOKIE_SHARE })
  })
}

// ── The run.
const load = []
const loadTimer = setInterval(() => load.push(os.loadavg()[0]), 5000)
const windows = []
let exitCode = 1
try {
  const health = await fetch(`${EDGE}/api/en-vivo`)
  if (!health.ok) throw new Error(`GET /api/en-vivo through nginx: HTTP ${health.status}`)
  for (const base of SITES) follow(base)
  await startDraw()
  await Promise.race([ballCalled, sleep(30_000)])
  if (balls.length === 0) throw new Error('no ball called within 30 s')
  console.log(
    `› ${STEPS.join(', ')} pollers through nginx (${EDGE}), ${STEP_SECONDS} s each after ${SETTLE_MS / 1000} s to settle; ${WORKERS} threads, ${SOCKETS} connections each${COOKIE_SHARE ? `; ${Math.round(COOKIE_SHARE * 100)} % send a cookie` : ''}`,
  )
  let active = 0
  for (const pollers of STEPS) {
    addPollers(pollers - active)
    active = pollers
    await sleep(SETTLE_MS)
    const start = await report()
    const before = await sampleOrigin()
    await sleep(STEP_SECONDS * 1000)
    const after = await sampleOrigin()
    const counts = await report()
    windows.push({ pollers, seconds: (counts.at - start.at) / 1000, counts, before, after })
    console.log(
      `  ${pollers} pollers: ${Math.round(counts.polls / windows.at(-1).seconds)} polls/s, load ${os.loadavg()[0].toFixed(2)}`,
    )
  }
  await sleep(GRACE_MS)
  const final = await report(true)
  drawing = false

  const steps = new Float64Array(seenSteps.reduce((n, part) => n + part.length, 0))
  let offset = 0
  for (const part of seenSteps) {
    steps.set(part, offset)
    offset += part.length
  }
  const rows = windows.map(({ pollers, seconds, counts, before, after }) => {
    const span = (after.at - before.at) / 1000
    const delays = ballDelays(steps, balls, { from: before.at, to: after.at })
    const timed = balls.filter((b) => b.calledAt >= before.at && b.calledAt <= after.at)
    const errors = Object.values(counts.errors).reduce((sum, n) => sum + n, 0)
    const answered = Object.values(counts.cache).reduce((sum, n) => sum + n, 0)
    const fromCache = ['HIT', 'STALE', 'UPDATING', 'REVALIDATED'].reduce(
      (sum, kind) => sum + (counts.cache[kind] ?? 0),
      0,
    )
    return {
      pollers,
      pollsPerSecond: counts.polls / seconds,
      errors,
      errorKinds: counts.errors,
      skipped: counts.skipped,
      older: counts.older,
      nginxShare: answered ? fromCache / answered : 0,
      cache: counts.cache,
      pollP50: histogramPercentile(counts.latency, 0.5),
      pollP99: histogramPercentile(counts.latency, 0.99),
      clientBusy: counts.elu,
      originPerSecond: (after.snapshot - before.snapshot) / span,
      backendPerSecond: (after.backend - before.backend) / span,
      siteCpu: (after.siteTicks - before.siteTicks) / CLOCK_TICKS / span,
      nginxCpu: (after.nginxTicks - before.nginxTicks) / CLOCK_TICKS / span,
      balls: timed.length,
      streamP99Ms: percentile(
        timed.map((b) => b.relayedAt - b.calledAt).sort((a, b) => a - b),
        0.99,
      ),
      samples: delays.length,
      p50Ms: percentile(delays, 0.5),
      p99Ms: percentile(delays, 0.99),
      maxMs: delays.at(-1),
    }
  })
  // Pollers still short of the last ball called before the grace began.
  const target = balls.filter((b) => b.calledAt <= final.at - GRACE_MS).at(-1)?.id ?? 0
  const behind = final.lasts.filter((last) => last < target).length

  const pct = (x) => `${Math.round(x * 100)} %`
  const round = (x, digits = 0) => (x === undefined ? '-' : Number(x.toFixed(digits)))
  console.log('\n━━ the crowd, through nginx')
  console.table(
    rows.map((r) => ({
      pollers: r.pollers,
      'polls/s': round(r.pollsPerSecond),
      errors: r.errors,
      'ticks skipped (poll still out)': r.skipped,
      'older than shown': r.older,
      'answered by nginx': pct(r.nginxShare),
      'poll p50 ms': r.pollP50,
      'poll p99 ms': r.pollP99,
      'client threads busy': pct(r.clientBusy),
    })),
  )
  for (const r of rows) {
    const kinds = Object.entries(r.cache)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')
    console.log(`  ${r.pollers}: X-Cache-Status ${kinds}`)
    if (r.errors) console.log(`  ${r.pollers}: errors ${JSON.stringify(r.errorKinds)}`)
  }
  console.log('━━ the origin (site processes) and the balls')
  console.table(
    rows.map((r) => ({
      pollers: r.pollers,
      '/api/en-vivo req/s at the sites': round(r.originPerSecond, 2),
      'backend calls/s': round(r.backendPerSecond, 2),
      'site CPU %': Math.round(r.siteCpu * 100),
      'nginx CPU %': Math.round(r.nginxCpu * 100),
      balls: r.balls,
      'on the stream p99 ms': round(r.streamP99Ms),
      'ball p50 ms': round(r.p50Ms),
      'ball p99 ms': round(r.p99Ms),
      'ball max ms': round(r.maxMs),
    })),
  )
  console.log(
    `load average (1 min) during the run: ${Math.min(...load).toFixed(2)}–${Math.max(...load).toFixed(2)} on ${os.cpus().length} cores; ${draws} draw(s) started; ${behind} pollers short of the last ball`,
  )
  const events = new Set([...relayed.values()].flatMap((ids) => [...ids])).size
  for (const [base, ids] of relayed) {
    if (ids.size < events)
      console.log(
        `⚠ the backend's stream in ${base} relayed ${ids.size} of the run's ${events} events`,
      )
  }
  for (const r of rows) {
    if (r.clientBusy > 0.9 || r.pollsPerSecond < 0.9 * r.pollers) {
      console.log(
        `⚠ ${r.pollers} pollers: the client kept up only ${Math.round(r.pollsPerSecond)} polls/s (threads ${pct(r.clientBusy)} busy): more BENCH_POLLERS_WORKERS, or a quieter machine`,
      )
    }
  }
  const failures = verdict(rows, { maxP99Ms: MAX_P99_MS, behind })
  for (const failure of failures) console.log(`✗ ${failure}`)
  if (failures.length === 0) {
    console.log('\n✓ the origin’s rate stays flat as pollers grow, every ball seen in time')
    exitCode = 0
  }
} catch (error) {
  console.error(`✗ ${error.message}`)
} finally {
  drawing = false
  clearInterval(loadTimer)
  following = false
  for (const request of streams) request.destroy()
  await Promise.all(workers.map((worker) => worker.terminate()))
}
process.exit(exitCode)
