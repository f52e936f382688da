#!/usr/bin/env node
// Records when `npm run build` started (npm's prebuild: `start`) and, once it has succeeded
// (postbuild: `finish`), stamps the build with that time, so scripts/lib/build.mjs knows a build
// made by hand is fresh and the test commands do not build again. A source saved while the build
// ran is newer than the stamp, so it still counts as stale. A failed build leaves no stamp.
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
// Outside .next, which `next build` empties.
const STARTED = path.join(ROOT, 'node_modules', '.cache', 'loteria-build-started')
const STAMP = path.join(ROOT, '.next', 'sources-built-at')

const step = process.argv[2]
if (step === 'start') {
  fs.mkdirSync(path.dirname(STARTED), { recursive: true })
  fs.writeFileSync(STARTED, String(Date.now()))
} else if (step === 'finish') {
  if (fs.existsSync(STARTED)) fs.renameSync(STARTED, STAMP)
} else {
  console.error('usage: build-stamp.mjs start|finish')
  process.exit(2)
}
