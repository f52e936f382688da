#!/usr/bin/env node
// Records when `npm run build` started (npm's prebuild: `start`) and, once it has succeeded
// (postbuild: `finish`), stamps the build with that time, so scripts/lib/build.mjs knows a build
// made by hand is fresh and the test commands do not build again. A source saved while the build
// ran is newer than the stamp, so it still counts as stale. A failed build leaves no stamp. The
// build-time settings it ran with go beside it (lib/build-settings.mjs).
import fs from 'node:fs'
import path from 'node:path'
import { BUILD_SETTINGS_FILE, buildTimeSettings } from '../../lib/build-settings.mjs'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
// Outside .next, which `next build` empties.
const STARTED = path.join(ROOT, 'node_modules', '.cache', 'loteria-build-started')
const STAMP = path.join(ROOT, '.next', 'sources-built-at')
// The build-time settings it ran with (lib/build-settings.mjs), kept beside the stamp.
const SETTINGS_STARTED = `${STARTED}-settings.json`
const SETTINGS = path.join(ROOT, '.next', BUILD_SETTINGS_FILE)

const step = process.argv[2]
if (step === 'start') {
  fs.mkdirSync(path.dirname(STARTED), { recursive: true })
  fs.writeFileSync(STARTED, String(Date.now()))
  fs.writeFileSync(SETTINGS_STARTED, JSON.stringify(buildTimeSettings(process.env), null, 2))
} else if (step === 'finish') {
  if (fs.existsSync(SETTINGS_STARTED)) fs.renameSync(SETTINGS_STARTED, SETTINGS)
  if (fs.existsSync(STARTED)) fs.renameSync(STARTED, STAMP)
} else {
  console.error('usage: build-stamp.mjs start|finish')
  process.exit(2)
}
