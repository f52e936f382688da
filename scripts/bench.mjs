#!/usr/bin/env node
// `npm run bench`: draw-night load on the production build. Starts the site on a fresh embedded
// database, loads /resultados and /home with autocannon (200 connections), prints requests per
// second, p99 latency, errors and how many backend calls the run caused; then serves the same HTML
// with a plain static file server in the same run and prints the ratio.
//
// Options (environment): BENCH_CONNECTIONS (200), BENCH_SECONDS (10), BENCH_PATHS (/resultados,/home).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { ensureBuild, ROOT } from './lib/build.mjs'
import { assertPortFree, spawnServer, stopServer, waitForServer } from './lib/server.mjs'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 200
const SECONDS = Number(process.env.BENCH_SECONDS) || 10
const PATHS = (process.env.BENCH_PATHS || '/resultados,/home').split(',')
const SITE_PORT = 3400
const STATIC_PORT = 3401
const OPERATOR_TOKEN = 'bench-operator-token-of-the-bench-server'

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, pipelining: 1 },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

async function backendCalls(base) {
  const response = await fetch(`${base}/servicios/operador/metricas`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  })
  if (!response.ok) return null
  const body = await response.json()
  return body.datos.peticiones
}

const summary = (r) => ({
  'req/s': Math.round(r.requests.average),
  'p99 ms': r.latency.p99,
  errors: r.errors + r.timeouts,
  'non-2xx': r.non2xx,
  requests: r.requests.total,
})

ensureBuild()
await assertPortFree(SITE_PORT)
await assertPortFree(STATIC_PORT)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-bench-'))
const htmlDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-bench-html-'))
const site = spawnServer({
  port: SITE_PORT,
  dataDir,
  extra: { OPERATOR_TOKEN },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const base = `http://localhost:${SITE_PORT}`
let staticServer
try {
  await waitForServer(`${base}/robots.txt`)
  const rows = []
  for (const route of PATHS) {
    // Warm once, as a CDN-less origin would be after the first visitor.
    const html = await (await fetch(`${base}${route}`)).text()
    fs.writeFileSync(
      path.join(htmlDir, `${route.replace(/^\/+/, '').replace(/\//g, '_') || 'index'}.html`),
      html,
    )
    const before = await backendCalls(base)
    const result = await load(`${base}${route}`)
    const after = await backendCalls(base)
    rows.push({
      server: 'next start',
      path: route,
      ...summary(result),
      'backend calls': before === null ? 'n/a' : after - before,
    })
  }
  await stopServer(site)

  staticServer = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts/lib/static-server.mjs'), htmlDir, String(STATIC_PORT)],
    { stdio: 'ignore' },
  )
  await waitForServer(`http://127.0.0.1:${STATIC_PORT}/home`)
  for (const route of PATHS) {
    const result = await load(`http://127.0.0.1:${STATIC_PORT}${route}`)
    rows.push({ server: 'static files', path: route, ...summary(result), 'backend calls': 0 })
  }
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per run, ${os.cpus().length} cores\n`)
  console.table(rows)
  for (const route of PATHS) {
    const next = rows.find((r) => r.server === 'next start' && r.path === route)
    const plain = rows.find((r) => r.server === 'static files' && r.path === route)
    console.log(
      `${route}: next start serves ${((next['req/s'] / plain['req/s']) * 100).toFixed(1)} % of the static server's throughput`,
    )
  }
} finally {
  await stopServer(site)
  staticServer?.kill()
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.rmSync(htmlDir, { recursive: true, force: true })
}
