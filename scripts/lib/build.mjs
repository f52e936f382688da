// Builds the site when there is no build, when a source file is newer than the build, or when a
// build-time setting (lib/build-settings.mjs) is not the one the build was made with.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import {
  changedBuildSettings,
  readBuildSettings,
  sameLocalSite,
} from '../../lib/build-settings.mjs'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const SOURCES = [
  'app',
  'components',
  'lib',
  'packages',
  'messages',
  'public',
  'middleware.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'next.config.mjs',
  'package.json',
  'serwist.config.mjs',
]
const SKIP = new Set(['node_modules', '.next', '.data', 'sw.js', 'sw.js.map', 'tests'])

function newestMtime(entry) {
  const full = path.join(ROOT, entry)
  if (!fs.existsSync(full)) return 0
  const stat = fs.statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const child of fs.readdirSync(full)) {
    if (SKIP.has(child)) continue
    newest = Math.max(newest, newestMtime(path.join(entry, child)))
  }
  return newest
}

// When the last `npm run build` started, written once it succeeded (scripts/build/build-stamp.mjs,
// npm's prebuild and postbuild): a source saved while it ran is newer, and a build made another
// way (a bare `next build`, which leaves no service worker) has no stamp at all.
const STAMP = path.join(ROOT, '.next', 'sources-built-at')

function buildIsFresh() {
  if (!fs.existsSync(STAMP) || !fs.existsSync(path.join(ROOT, 'public', 'sw.js'))) return false
  const built = Number(fs.readFileSync(STAMP, 'utf8'))
  return SOURCES.every((entry) => newestMtime(entry) <= built)
}

/**
 * The build-time settings (lib/build-settings.mjs) whose value in `env` is not the build's: a
 * build without its record of them counts as built with none.
 */
function settingsChangedSinceBuild(env = process.env) {
  const built = readBuildSettings(path.join(ROOT, '.next')) ?? {}
  return changedBuildSettings(built, env).filter(
    (name) => !(name === 'SITE_URL' && sameLocalSite(built, env)),
  )
}

/** `env`: the environment of the build (CI builds on the LTS Node: scripts/test/test.mjs). */
export function ensureBuild({ force = false, env = process.env } = {}) {
  const changed = settingsChangedSinceBuild(env)
  if (!force && changed.length === 0 && buildIsFresh()) {
    console.log('› build is up to date (.next)')
    return
  }
  if (changed.length > 0 && fs.existsSync(STAMP))
    console.log(`› ${changed.join(', ')}: not the build's value, and fixed at build time`)
  console.log('› building the site (npm run build)…')
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  })
  if (result.status !== 0) {
    console.error('✗ build failed')
    process.exit(result.status ?? 1)
  }
}

export { ROOT }
