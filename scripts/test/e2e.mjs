#!/usr/bin/env node
// `npm run test:e2e`: builds when stale and runs the Playwright suite (extra args are passed on).
import { spawnSync } from 'node:child_process'
import { ensureBuild, ROOT } from '../lib/build.mjs'
import { ensureChromium } from '../lib/chromium.mjs'

ensureBuild()
ensureChromium()
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
