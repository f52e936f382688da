#!/usr/bin/env node
// `npm run bench:noche-de-sorteo`: draw night against `npm run cluster` (nginx, two site processes,
// PostgreSQL, Redis). For the whole run wrk keeps 210 connections on /home, /resultados and
// /ganadores through nginx (70 each); meanwhile 50 players, each from an address of its own, log in,
// take a free card of the open draw, buy it and pay it on the simulated provider, and halfway the
// operator runs the draw. Prints requests per second and p99 per page, errors, purchases made
// versus recorded by the backend (each once), how long after the draw each site process and nginx
// served the new result, and the backend calls the pages caused per 60 s revalidation window.
//
//   npm run cluster
//   npm run bench:noche-de-sorteo                      # 120 s
//   npm run bench:noche-de-sorteo -- --seconds 60 --kill   # and stop one site process at 40 %
//
// Options: --seconds N (120), --connections N (210), --players N (50), --kill (SIGTERM: the
// graceful stop of a rolling restart; the cluster's supervisor starts it again), --crash (SIGKILL
// instead).
import { Player, request } from '../lib/bench-player.mjs'
import { ensureTool } from '../lib/debian-tool.mjs'
import { runWrk } from '../lib/wrk.mjs'
import { clusterOperatorToken, readClusterState } from '../lib/cluster-state.mjs'

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 && process.argv[i + 1] ? Number(process.argv[i + 1]) : fallback
}
const SECONDS = option('seconds', 120)
const CONNECTIONS = option('connections', 210)
const PLAYERS = option('players', 50)
const CRASH = process.argv.includes('--crash')
const KILL = CRASH || process.argv.includes('--kill')
const KILL_SIGNAL = CRASH ? 'SIGKILL' : 'SIGTERM'
const PAGES = ['/home', '/resultados', '/ganadores']

const cluster = readClusterState()
const EDGE = `http://127.0.0.1:${cluster.ports.nginx}`
const TOKEN = clusterOperatorToken()
const wrk = ensureTool('wrk', 'wrk', 'the draw-night soak')
if (!wrk) process.exit(1)

const operator = (method, pathname) =>
  request(EDGE, `/servicios/operador/${pathname}`, {
    method,
    headers: { authorization: `Bearer ${TOKEN}` },
  }).then((r) => JSON.parse(r.text))

/** Backend calls counted by each live site process (GET operador/metricas, straight at it). */
async function backendCalls() {
  const counts = {}
  for (const site of cluster.sites) {
    try {
      const r = await request(`http://127.0.0.1:${site.port}`, '/servicios/operador/metricas', {
        headers: { authorization: `Bearer ${TOKEN}` },
      })
      counts[site.port] = JSON.parse(r.text).datos.peticiones
    } catch {
      counts[site.port] = null
    }
  }
  return counts
}

const LATEST = /(Sorteo N° \d+) · /

async function latestOn(base) {
  try {
    const r = await request(base, '/resultados')
    return LATEST.exec(r.text)?.[1]
  } catch {
    return undefined
  }
}

/** Seconds from the draw until each source serves its result on /resultados. */
async function watchPropagation(identificador, drawnAt, sources, deadline) {
  const seen = {}
  while (Date.now() < deadline && Object.keys(seen).length < sources.length) {
    for (const [name, base] of sources) {
      if (seen[name] === undefined && (await latestOn(base)) === identificador) {
        seen[name] = (Date.now() - drawnAt) / 1000
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return seen
}

// ── The run.
console.log(`› registering ${PLAYERS} players (each from its own address)…`)
const players = Array.from({ length: PLAYERS }, (_, i) => new Player(i, EDGE))
for (let i = 0; i < players.length; i += 10) {
  await Promise.all(players.slice(i, i + 10).map((p) => p.register()))
}
// Only the calls made during the run are set against the backend's counters.
for (const player of players) player.calls = 0
const callsBefore = await backendCalls()
const startedAt = Date.now()
console.log(
  `› ${SECONDS} s: ${CONNECTIONS} connections on ${PAGES.join(', ')} through nginx, ${PLAYERS} players buying, the draw at ${Math.round(SECONDS / 2)} s${KILL ? `, site process :${cluster.sites.at(-1).port} sent ${KILL_SIGNAL} at ${Math.round(SECONDS * 0.4)} s` : ''}`,
)
const loads = Promise.all(
  PAGES.map((page) => runWrk(wrk, EDGE, page, Math.round(CONNECTIONS / PAGES.length), SECONDS)),
)

// Players start spread over the first 80 % of the run.
const outcomes = Promise.all(
  players.map(async (player, i) => {
    await new Promise((resolve) => setTimeout(resolve, (i / PLAYERS) * SECONDS * 800))
    try {
      return { ok: true, ...(await player.buy()), player }
    } catch (error) {
      return { ok: false, error: String(error), player }
    }
  }),
)

let killed
if (KILL) {
  setTimeout(() => {
    killed = cluster.sites.at(-1)
    // The supervisor may have restarted it since the run began: its pid now.
    const now = readClusterState()
    const pid = now.sites.find((site) => site.port === killed.port)?.pid ?? killed.pid
    process.kill(pid, KILL_SIGNAL)
    console.log(`› ${KILL_SIGNAL} to site process :${killed.port} (pid ${pid})`)
  }, SECONDS * 400)
}

await new Promise((resolve) => setTimeout(resolve, SECONDS * 500))
const previous = await latestOn(EDGE)
const draw = await operator('POST', 'sorteos/ejecutar')
const drawnAt = Date.now()
const identificador = draw.datos.sorteo.identificador
console.log(`› draw run: ${identificador} (nginx showed ${previous})`)
const sources = [
  ...cluster.sites
    .filter((site) => site !== killed)
    .map((site) => [`site :${site.port}`, `http://127.0.0.1:${site.port}`]),
  ['nginx', EDGE],
]
const propagation = await watchPropagation(identificador, drawnAt, sources, drawnAt + 90_000)

const [pages, results] = await Promise.all([loads, outcomes])
const seconds = (Date.now() - startedAt) / 1000
const callsAfter = await backendCalls()

// What the backend recorded, per player: every purchase attempt (operador/compras).
let recorded = 0
let duplicates = 0
const cardsSold = new Set()
for (const { player } of results) {
  const list = (await operator('GET', `compras?usuario=${encodeURIComponent(player.email)}`)).datos
  const approved = list.filter((p) => p.estado === 'APROBADA')
  recorded += approved.length
  if (approved.length > 1) duplicates += approved.length - 1
  for (const p of approved) {
    for (const card of p.cartones) {
      const id = `${p.sorteoId}:${card}`
      if (cardsSold.has(id)) duplicates += 1
      cardsSold.add(id)
    }
  }
}
const made = results.filter((r) => r.ok).length
const failed = results.filter((r) => !r.ok)
const playerCalls = players.reduce((sum, p) => sum + p.calls, 0)
const pageCalls = Object.entries(callsAfter).reduce(
  (sum, [port, after]) => sum + (after ?? 0) - (callsBefore[port] ?? 0),
  0,
)
const windows = Math.max(1, seconds / 60)

console.log('\n━━ pages through nginx')
console.table(
  pages.map((p) => ({
    page: p.page,
    'req/s': p.rps,
    'p99 ms': p.p99,
    requests: p.requests,
    errors: p.non2xx + p.socketErrors,
  })),
)
console.log('━━ purchases')
console.table({
  'made (approved, as the players saw it)': made,
  'recorded by the backend (APROBADA)': recorded,
  'twice (same player or same card)': duplicates,
  'failed purchases': failed.length,
  'steps retried after a dropped connection': players.reduce((s, p) => s + (p.retries ?? 0), 0),
})
for (const f of failed) console.log(`  ✗ ${f.player.email}: ${f.error}`)
console.log('━━ seconds after the draw until /resultados showed it')
console.table(
  Object.fromEntries(sources.map(([name]) => [name, propagation[name] ?? 'not within 90 s'])),
)
console.log('━━ backend calls')
if (killed) {
  console.log(`not measured: the counter of site process :${killed.port} restarted with it`)
  const after = readClusterState().sites.at(-1)
  console.log(
    `site process :${after.port}: pid ${after.pid ?? 'down'}, ${after.restarts} restart(s)`,
  )
} else
  console.table({
    'all (live processes)': pageCalls,
    'the players’ own (through /servicios)': playerCalls,
    'caused by the pages': Math.max(0, pageCalls - playerCalls),
    'per 60 s revalidation window': Math.round(Math.max(0, pageCalls - playerCalls) / windows),
  })
const errors = pages.reduce((s, p) => s + p.non2xx + p.socketErrors, 0)
const ok = errors === 0 && failed.length === 0 && duplicates === 0 && made === recorded
console.log(ok ? '\n✓ 0 errors, every purchase recorded once' : '\n✗ see above')
process.exit(ok ? 0 : 1)
