#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile, its default) on the production build, each page judged
// against a bare Next.js page (scripts/lib/lighthouse-floor.mjs) measured in the same run. Runs are
// interleaved, floor then page, LH_RUNS times per page, so both see the same machine: on a busy
// 2-core machine single runs swing by ten points (docs/benchmarks.md, "Lighthouse"). It prints
// every run, then one row per page with its medians, the deltas against the floor's medians of the
// same rounds and a ✓/✗ per bound (scripts/lib/lighthouse-bounds.mjs), and exits 1 when a page is
// outside a bound.
//
// Options (environment): LH_RUNS (5), LH_PATHS (/home,/resultados,/ganadores,/sorteo-en-vivo, a
// published draw's page, /precios and /login), LH_PORT (3500; the floor on the next port), CHROME_PATH (Debian's
// /usr/bin/chromium when present, otherwise Lighthouse finds a Chrome).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import http from 'node:http'
import path from 'node:path'
import { ensureBuild, ROOT } from '../lib/build.mjs'
import { judgeAgainstFloor, verdictTable, BOUNDS } from '../lib/lighthouse-bounds.mjs'
import { buildFloor, startFloor } from '../lib/lighthouse-floor.mjs'
import { assertPortFree, spawnServer, stopServer, waitForServer } from '../lib/server.mjs'

const RUNS = Number(process.env.LH_RUNS) || 5
const PORT = Number(process.env.LH_PORT) || 3500
const FLOOR_PORT = PORT + 1
const SYSTEM_CHROMIUM = '/usr/bin/chromium'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
/** The seed's draw with a result, when the backend's list cannot be read. */
const FALLBACK_DRAW = 1287

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

/** The latest draw with a published result, for the default draw page. */
async function publishedDrawPath(base) {
  try {
    const response = await fetch(`${base}/servicios/rest/sorteos/anteriores`)
    const { datos } = await response.json()
    const id = Array.isArray(datos) ? datos[0]?.id : undefined
    return `/resultados/${id ?? FALLBACK_DRAW}`
  } catch {
    return `/resultados/${FALLBACK_DRAW}`
  }
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
  const lcp = report.audits['largest-contentful-paint-element']?.details?.items
  return {
    ...Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
    ),
    'FCP ms': Math.round(metrics.firstContentfulPaint),
    'LCP ms': Math.round(metrics.largestContentfulPaint),
    'TBT ms': Math.round(metrics.totalBlockingTime),
    CLS: Number(metrics.cumulativeLayoutShift.toFixed(3)),
    'LCP element': lcp?.[0]?.items?.[0]?.node?.snippet?.slice(0, 60),
    // Where the LCP's time goes: TTFB, load delay, load time, render delay (ms).
    'LCP phases': lcp?.[1]?.items?.map((item) => Math.round(item.timing)).join(' / '),
  }
}

const figures = (runs) => ({
  performance: median(runs.map((r) => r.performance)),
  lcp: median(runs.map((r) => r['LCP ms'])),
  tbt: median(runs.map((r) => r['TBT ms'])),
  cls: median(runs.map((r) => r.CLS)),
})

/** LH_RUNS rounds of floor then page; every run printed as it comes. */
function measure(route, url, floorUrl) {
  const page = []
  const floor = []
  const slug = route.replace(/\W+/g, '_')
  for (let i = 1; i <= RUNS; i++) {
    floor.push({
      path: '(Next.js alone)',
      run: i,
      ...lighthouse(floorUrl, report(`floor${slug}-${i}`)),
    })
    page.push({ path: route, run: i, ...lighthouse(url, report(`${slug}-${i}`)) })
    console.table([floor.at(-1), page.at(-1)])
  }
  return { path: route, page: figures(page), floor: figures(floor) }
}

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-lighthouse-reports-'))
const report = (name) => path.join(reportDir, `${name}.json`)

ensureBuild()
await assertPortFree(PORT)
await assertPortFree(FLOOR_PORT)
buildFloor()
const floorServer = startFloor(FLOOR_PORT)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-lighthouse-'))
const site = spawnServer({ port: PORT, dataDir, stdio: ['ignore', 'ignore', 'inherit'] })
const base = `http://localhost:${PORT}`
const floorUrl = `http://localhost:${FLOOR_PORT}/`
let failed = false
try {
  await waitForServer(floorUrl)
  await warm(floorUrl)
  await waitForServer(`${base}/robots.txt`)
  const paths = process.env.LH_PATHS
    ? process.env.LH_PATHS.split(',')
    : [
        '/home',
        '/resultados',
        '/ganadores',
        '/sorteo-en-vivo',
        await publishedDrawPath(base),
        '/precios',
        '/login',
      ]
  const rows = []
  for (const route of paths) {
    await warm(`${base}${route}`)
    rows.push(measure(route, `${base}${route}`, floorUrl))
  }
  const verdicts = judgeAgainstFloor(rows)
  console.log(
    `Medians of ${RUNS} runs, each page against the floor's runs interleaved with it ` +
      `(bounds: performance ≥ floor − ${BOUNDS.performancePoints}, LCP ≤ floor + ${BOUNDS.lcpMs} ms, ` +
      `TBT ≤ ${BOUNDS.tbtRatio} × floor, CLS ≤ ${BOUNDS.cls}):`,
  )
  console.table(verdictTable(verdicts))
  console.log(`Reports (JSON): ${reportDir}`)
  const outside = verdicts.filter((v) => !v.ok).map((v) => v.path)
  if (outside.length) {
    console.error(`✗ outside the bounds: ${outside.join(', ')}`)
    failed = true
  } else console.log('✓ every page within reach of the floor')
} finally {
  await stopServer(site)
  await stopServer(floorServer)
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
