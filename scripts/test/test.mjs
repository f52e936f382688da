#!/usr/bin/env node
// `npm test`, what CI runs (.ci/run): lint, format and the import-cycle check, the type check,
// unit tests, the build (when stale), the benchmark's budgets, the contract tests over HTTP (on
// PGlite, then the storage-dependent ones again on a throwaway PostgreSQL cluster, with Redis),
// and the Playwright suite in Chromium. Prints each step's time and the total (docs/testing.md).
//
// Node: everything runs on TEST_NODE (24, fetched from the npm registry when this is another
// Node), the unit tests again on NEWEST_NODE (26): scripts/lib/lts-node.mjs.
// CI=true: a missing tool (PostgreSQL, Redis, nginx, wrk, unshare, Chromium) fails the run.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ensureBuild } from '../lib/build.mjs'
import { ensureChromium } from '../lib/chromium.mjs'
import { envOn, nodeBinDir, NEWEST_NODE, runsOn, TEST_NODE } from '../lib/lts-node.mjs'
import { ensurePostgres, startCluster } from '../lib/postgres.mjs'
import { ensureRedis } from '../lib/redis.mjs'
import { seedOnce } from '../lib/seeded-data.mjs'
import { check, finish, run, timed } from '../lib/steps.mjs'

if (!runsOn(TEST_NODE)) {
  // The same script on the tested Node, with that Node first on PATH for npx and every server.
  console.log(`› Node ${process.versions.node} → Node ${TEST_NODE} (the tested LTS)`)
  const node = path.join(nodeBinDir(TEST_NODE), 'node')
  const again = spawnSync(node, [import.meta.filename, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: envOn(TEST_NODE),
  })
  process.exit(again.status ?? 1)
}

// Every step runs on fresh throwaway databases: a DATABASE_URL of the calling shell is never
// written to (the PostgreSQL step below brings its own cluster).
delete process.env.DATABASE_URL
const here = `Node ${TEST_NODE}`
const jest = ['jest', '--ci']

// Static checks and unit tests: four processes on two cores, about a minute together.
check(
  await Promise.all([
    run('lint (eslint + prettier + cycles + knip)', 'npm', ['run', 'lint', '--silent'], {
      live: false,
    }),
    run('type check (tsc)', 'npx', ['tsc', '--noEmit'], { live: false }),
    run(`unit tests (jest, ${here})`, 'npx', [...jest, '--selectProjects', 'unit'], {
      live: false,
      runner: 'jest',
    }),
    run(`unit tests (jest, Node ${NEWEST_NODE})`, 'npx', [...jest, '--selectProjects', 'unit'], {
      env: envOn(NEWEST_NODE),
      live: false,
      runner: 'jest',
    }),
  ]),
)

// tsc has just checked every file: Next's own pass over them would repeat it (next.config.mjs).
await timed(`build (${here})`, () => ensureBuild({ env: { ...process.env, TYPES_CHECKED: '1' } }))

// Every test server on a new folder starts from this copy (scripts/lib/server.mjs startFromSeed).
const seed = await timed('seed the demo data once', seedOnce)
process.env.TEST_SEEDED_PGLITE = seed.pglite

// Throughput against a static server of the same bytes, and page weights: alone on the machine,
// as its ratios are measured against a server it runs beside.
check([await run('benchmark budgets (npm run bench)', 'node', ['scripts/bench/bench.mjs'])])

const postgres = ensurePostgres()
const redis = ensureRedis(
  'the several-processes test (tests/deployment/postgres/cluster-redis.test.ts)',
)
ensureChromium()

// The integration suites (jest project `integration`, docs/testing.md): everything once on PGlite,
// then again on PostgreSQL what depends on the storage (the suite server's contract and backend
// tests) and what needs PostgreSQL itself; servers of their own on PGlite run once. The contract
// suite (`npm run contract`) runs in both, from tests/contract/contract-suite.test.ts: its summary
// lines show in that step's output.
const ON_POSTGRES = ['--testPathPatterns', '/tests/contract/', '/tests/integration/', '/postgres/']
const NOT_POSTGRES = ['--testPathIgnorePatterns', '/node_modules/', '/postgres/']
const integration = async () => {
  const pglite = await run(
    `integration tests on PGlite (jest, ${here})`,
    'npx',
    [...jest, '--selectProjects', 'integration', '--runInBand', ...NOT_POSTGRES],
    { live: false, runner: 'jest' },
  )
  if (!pglite.ok || !postgres) return [pglite]
  const cluster = await startCluster(postgres)
  const onPostgres = await run(
    `integration tests on PostgreSQL (jest, ${here})`,
    'npx',
    [...jest, '--selectProjects', 'integration', '--runInBand', ...ON_POSTGRES],
    {
      env: { DATABASE_URL: cluster.url, ...(redis ? { REDIS_SERVER: redis } : {}) },
      live: false,
      runner: 'jest',
    },
  )
  cluster.stop()
  return [pglite, onPostgres]
}

const [browser, integrationResults] = await Promise.all([
  run('browser tests (playwright)', 'npx', ['playwright', 'test'], { runner: 'playwright' }),
  integration(),
])
check([browser, ...integrationResults])
seed.remove()
finish(0)
