#!/usr/bin/env node
// `npm run bench:flood`: the flood of distinct addresses (docs/history.md), measured.
// A production server (the build's standalone server, a private copy of its folder) on a fresh
// embedded database; first the published draw pages, asked again and again (what a cached page
// costs), then BENCH_FLOOD_URLS distinct addresses nobody published: draw pages by number and by
// text, their share pictures, the cities of unknown departments (scripts/lib/flood.mjs). Prints,
// for each: requests per second, the server's CPU per request, and for the flood the bytes and
// files written under the server's `.next` (where Next keeps its page and data cache) and the
// server's RSS before, at its peak and after. SECURITY.md ("Floods of distinct addresses") keeps
// the figures. Then, for every public page (scripts/lib/query-flood.mjs): its CPU per
// request asked again and again, and with a query nobody reads, as a HEAD and as a POST that is no
// server action; it exits 1 when any of these costs more than 3 times the page asked again.
// Needs a build (npm run build).
//
// Options (environment): BENCH_PORT (3406), BENCH_FLOOD_URLS (2000), BENCH_FLOOD_CONNECTIONS (8),
// BENCH_FLOOD_QUERY_URLS (2000 per page and case), BENCH_FLOOD_PAGES (every public page, or a
// comma-separated list of paths).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  cpuSeconds,
  floodAddresses,
  folderUsage,
  sendAll,
  serverFolder,
  shareImagePath,
} from '../lib/flood.mjs'
import { residentMb } from '../lib/processes.mjs'
import { floodOnePage, publicPagePaths, QUERY_FLOOD_BOUND } from '../lib/query-flood.mjs'
import { assertPortFree, spawnServer, stopServer, waitForServer } from '../lib/server.mjs'

const PORT = Number(process.env.BENCH_PORT) || 3406
const URLS = Number(process.env.BENCH_FLOOD_URLS) || 2000
const CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS) || 8
const QUERY_URLS = Number(process.env.BENCH_FLOOD_QUERY_URLS) || 2000
const base = `http://127.0.0.1:${PORT}`

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1)

/** Sends `paths` and says what it cost the server. */
async function measure(label, pid, paths) {
  const cpuBefore = cpuSeconds(pid)
  const { statuses, seconds } = await sendAll(base, paths, CONNECTIONS)
  const cpu = cpuSeconds(pid) - cpuBefore
  const perSecond = Math.round(paths.length / seconds)
  const cpuMs = ((cpu * 1000) / paths.length).toFixed(1)
  console.log(
    `${label}: ${paths.length} requests in ${seconds.toFixed(1)} s (${perSecond} req/s), ` +
      `${cpuMs} ms of server CPU each, ${JSON.stringify(statuses)}`,
  )
}

await assertPortFree(PORT)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-bench-flood-'))
const site = spawnServer({
  port: PORT,
  dataDir,
  isolated: true,
  extra: { BACKEND_URL: '', DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
try {
  await waitForServer(`${base}/servicios/rest/usuarios/hora-servidor`, 120_000)
  const pid = site.pid
  const cache = path.join(serverFolder(pid), '.next')
  const draws = await (
    await fetch(`${base}/servicios/rest/sorteos/anteriores`, { headers: { scope: 'publico' } })
  ).json()
  const published = draws.datos.map((draw) => `/resultados/${draw.id}`)
  const imagePath = await shareImagePath(base, draws.datos[0].id)
  // Warm-up: every route module loaded once, so the figures below are steady-state work.
  await sendAll(base, [...published, ...floodAddresses(8, { seed: 1, imagePath })], 2)

  const cached = Array.from({ length: URLS }, (_, i) => published[i % published.length])
  await measure('published draw pages (cached)', pid, cached)

  const before = folderUsage(cache)
  const rssBefore = residentMb(pid)
  let peak = rssBefore
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 100)
  await measure('distinct unpublished addresses', pid, floodAddresses(URLS, { imagePath }))
  await new Promise((resolve) => setTimeout(resolve, 3000))
  clearInterval(sampler)
  const after = folderUsage(cache)
  console.log(
    `written under ${cache}: ${mb(after.bytes - before.bytes)} MB in ` +
      `${after.files - before.files} files (${mb(before.bytes)} → ${mb(after.bytes)} MB)`,
  )
  console.log(
    `server RSS: before ${rssBefore} MB, peak ${peak} MB, 3 s after ${residentMb(pid)} MB`,
  )

  const pages = process.env.BENCH_FLOOD_PAGES?.split(',') ?? publicPagePaths(draws.datos[0].id)
  console.log(
    `\nEach public page, ${QUERY_URLS} requests a case, server CPU per request ` +
      `(bound: ${QUERY_FLOOD_BOUND} × the page asked again):`,
  )
  for (const pathname of pages) {
    const { cached, results } = await floodOnePage(base, pid, pathname, {
      count: QUERY_URLS,
      concurrency: CONNECTIONS,
      seed: Date.now(),
    })
    const cases = results.map(
      ({ label, ms, ratio, within, statuses }) =>
        `${label} ${ms.toFixed(2)} ms (×${ratio.toFixed(1)} ${within ? '✓' : '✗'}) ${JSON.stringify(statuses)}`,
    )
    console.log(`${pathname}: asked again ${cached.ms.toFixed(2)} ms; ${cases.join('; ')}`)
    if (results.some(({ within }) => !within)) process.exitCode = 1
  }
} finally {
  await stopServer(site)
  fs.rmSync(dataDir, { recursive: true, force: true })
}
