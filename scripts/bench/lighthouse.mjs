#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile, its default) on the production build. Starts the site on
// a fresh embedded database, loads each page once so the ISR cache is warm, then runs Lighthouse
// several times per page and prints every run and the median, which is what to quote: on a busy
// 2-core machine single runs swing by ten points (docs/benchmarks.md, "Lighthouse").
//
// The same runs measure a bare Next.js page first (scripts/lib/lighthouse-floor.mjs): the best a
// page of this framework scores on this machine and this Chromium, printed as the last row.
//
// Options (environment): LH_RUNS (5), LH_PATHS (/home,/resultados), LH_FLOOR (1; 0 skips the bare
// page), CHROME_PATH (Debian's /usr/bin/chromium when present, otherwise Lighthouse finds a Chrome).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import http from 'node:http'
import path from 'node:path'
import { ensureBuild, ROOT } from '../lib/build.mjs'
import { buildFloor, startFloor } from '../lib/lighthouse-floor.mjs'
import { assertPortFree, spawnServer, stopServer, waitForServer } from '../lib/server.mjs'

const RUNS = Number(process.env.LH_RUNS) || 5
const PATHS = (process.env.LH_PATHS || '/home,/resultados').split(',')
const PORT = 3500
const FLOOR_PORT = 3501
const FLOOR = process.env.LH_FLOOR !== '0'
const FLOOR_LABEL = '(Next.js alone)'
const SYSTEM_CHROMIUM = '/usr/bin/chromium'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Loads a page once so its ISR entry exists. A new connection each time (`agent: false`): a
 * kept-alive socket from minutes ago may have been closed by the server in the meantime.
 */
function warm(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume()
        response.on('end', resolve)
      })
      .on('error', reject)
  })
}

/** One Lighthouse run through its CLI (a fresh Chrome each time, as Lighthouse recommends). */
function lighthouse(url, outputPath) {
  const env = { ...process.env }
  if (!env.CHROME_PATH && fs.existsSync(SYSTEM_CHROMIUM)) env.CHROME_PATH = SYSTEM_CHROMIUM
  const result = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox',
      '--output=json',
      `--output-path=${outputPath}`,
    ],
    { env, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  if (result.status !== 0) throw new Error(`Lighthouse falló en ${url} (código ${result.status})`)
  const report = JSON.parse(fs.readFileSync(outputPath, 'utf8'))
  const metrics = report.audits.metrics.details.items[0]
  return {
    ...Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
    ),
    'FCP ms': Math.round(metrics.firstContentfulPaint),
    'LCP ms': Math.round(metrics.largestContentfulPaint),
    'TBT ms': Math.round(metrics.totalBlockingTime),
    CLS: Number(metrics.cumulativeLayoutShift.toFixed(3)),
    'SI ms': Math.round(metrics.speedIndex),
  }
}

/** Every run of one page, printed as it comes; returns the median row. */
function measure(label, url) {
  const runs = []
  for (let i = 1; i <= RUNS; i++) {
    const file = path.join(reportDir, `${label.replace(/\W+/g, '_')}-${i}.json`)
    runs.push({ path: label, run: i, ...lighthouse(url, file) })
  }
  console.table(runs)
  return {
    path: label,
    runs: RUNS,
    ...Object.fromEntries(
      Object.keys(runs[0])
        .filter((key) => key !== 'path' && key !== 'run')
        .map((key) => [key, median(runs.map((r) => r[key]))]),
    ),
  }
}

ensureBuild()
await assertPortFree(PORT)
if (FLOOR) await assertPortFree(FLOOR_PORT)
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-lighthouse-reports-'))
let floorMedian = null
if (FLOOR) {
  buildFloor()
  const floor = startFloor(FLOOR_PORT)
  try {
    await waitForServer(`http://localhost:${FLOOR_PORT}/`)
    await warm(`http://localhost:${FLOOR_PORT}/`)
    floorMedian = measure(FLOOR_LABEL, `http://localhost:${FLOOR_PORT}/`)
  } finally {
    await stopServer(floor)
  }
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-lighthouse-'))
const site = spawnServer({ port: PORT, dataDir, stdio: ['ignore', 'ignore', 'inherit'] })
const base = `http://localhost:${PORT}`
try {
  await waitForServer(`${base}/robots.txt`)
  const medians = []
  for (const route of PATHS) {
    await warm(`${base}${route}`)
    medians.push(measure(route, `${base}${route}`))
  }
  if (floorMedian) medians.push(floorMedian)
  console.log('Median of each column:')
  console.table(medians)
  console.log(`Reports (JSON): ${reportDir}`)
} finally {
  await stopServer(site)
  fs.rmSync(dataDir, { recursive: true, force: true })
}
