#!/usr/bin/env node
// `npm test`: lint and format check, type check, unit tests, build (when stale), contract tests
// over HTTP, then the Playwright suite in Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process'
import { ensureBuild, ROOT } from './lib/build.mjs'
import { ensureChromium } from './lib/chromium.mjs'

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
ensureChromium()
step('browser tests (playwright)', npx, ['playwright', 'test'])
console.log('\nAll checks passed.')
