#!/usr/bin/env node
// `npm test`: lint and format check, type check, unit tests, build (when stale), contract tests
// over HTTP (on PGlite, then again on a throwaway PostgreSQL cluster through DATABASE_URL), then
// the Playwright suite in Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process'
import { ensureBuild, ROOT } from './lib/build.mjs'
import { ensureChromium } from './lib/chromium.mjs'
import { ensurePostgres, startCluster } from './lib/postgres.mjs'

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
step('lint (eslint + prettier)', 'npm', ['run', 'lint', '--silent'])
step('type check (tsc)', npx, ['tsc', '--noEmit'])
step('unit tests (jest)', npx, ['jest', '--selectProjects', 'unit'])
console.log('\n━━ build')
ensureBuild()
step('contract tests (jest, backend client over HTTP)', npx, [
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
  // The same suite, the site on DATABASE_URL (the suite makes a fresh database on this cluster).
  step(
    'contract tests on PostgreSQL (DATABASE_URL)',
    npx,
    ['jest', '--selectProjects', 'contract', '--runInBand'],
    { DATABASE_URL: cluster.url },
  )
  cluster.stop()
}
ensureChromium()
step('browser tests (playwright)', npx, ['playwright', 'test'])
console.log('\nAll checks passed.')
