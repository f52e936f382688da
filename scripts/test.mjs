#!/usr/bin/env node
// `npm test`: lint and format check, type check, unit tests, build (when stale), the benchmark's
// budgets (scripts/bench.mjs), contract tests over HTTP (on PGlite, then again on a throwaway
// PostgreSQL cluster through DATABASE_URL, with Redis for the several-processes test), then the
// Playwright suite in Chromium. Stops at the first failing step.
//
// Two Nodes: the machine's, and the current LTS (package.json `engines`, scripts/lib/lts-node.mjs).
// The unit tests run on both; the build and the PostgreSQL contract pass on the LTS, the PGlite
// pass and the browser tests on the machine's: each runs once, and each Node serves the site.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ensureBuild, ROOT } from './lib/build.mjs'
import { ensureChromium } from './lib/chromium.mjs'
import { ensureLtsNode, LTS_NODE } from './lib/lts-node.mjs'
import { ensurePostgres, startCluster } from './lib/postgres.mjs'
import { ensureRedis } from './lib/redis.mjs'

// Every step runs on fresh throwaway databases: a DATABASE_URL of the calling shell is never
// written to (the PostgreSQL step below brings its own cluster).
delete process.env.DATABASE_URL

function step(title, command, args, env = {}) {
  console.log(`\n━━ ${title}`)
  const started = Date.now()
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`✗ ${title} failed (${seconds} s)`)
    process.exit(result.status ?? 1)
  }
  console.log(`✓ ${title} (${seconds} s)`)
}

const npx = 'npx'
const here = `Node ${process.versions.node}`
const ltsBin = ensureLtsNode()
// npx, npm and every server the tests spawn (process.execPath) run on the `node` found first.
const lts = ltsBin ? { PATH: `${ltsBin}${path.delimiter}${process.env.PATH}` } : {}
const ltsName = ltsBin ? `Node ${LTS_NODE}` : here
step('lint (eslint + prettier)', 'npm', ['run', 'lint', '--silent'])
step('type check (tsc)', npx, ['tsc', '--noEmit'])
step(`unit tests (jest, ${here})`, npx, ['jest', '--selectProjects', 'unit'])
if (ltsBin) step(`unit tests (jest, ${ltsName})`, npx, ['jest', '--selectProjects', 'unit'], lts)
console.log(`\n━━ build (${ltsName})`)
ensureBuild({ env: { ...process.env, ...lts } })
// Throughput against a static server of the same bytes, and page weights, within bench/budgets.json.
step('benchmark budgets (npm run bench)', 'node', ['scripts/bench.mjs'])
step(`contract tests (jest, backend client over HTTP, ${here})`, npx, [
  'jest',
  '--selectProjects',
  'contract',
  '--runInBand',
])
console.log('\n━━ PostgreSQL cluster')
const postgres = ensurePostgres()
if (postgres) {
  const cluster = await startCluster(postgres)
  console.log(`✓ throwaway cluster at ${cluster.url}`)
  // tests/contract/cluster-redis.test.ts starts its own Redis (and says so when it cannot).
  const redis = ensureRedis('the several-processes test (tests/contract/cluster-redis.test.ts)')
  // The same suite, the site on DATABASE_URL (the suite makes a fresh database on this cluster).
  step(
    `contract tests on PostgreSQL (DATABASE_URL, ${ltsName})`,
    npx,
    ['jest', '--selectProjects', 'contract', '--runInBand'],
    { DATABASE_URL: cluster.url, ...lts, ...(redis ? { REDIS_SERVER: redis } : {}) },
  )
  cluster.stop()
}
ensureChromium()
step('browser tests (playwright)', npx, ['playwright', 'test'])
console.log('\nAll checks passed.')
