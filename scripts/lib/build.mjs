// Builds the site when there is no build, or when a source file is newer than the build.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'middleware.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'package.json',
  'serwist.config.mjs',
]
const SKIP = new Set(['node_modules', '.next', '.data', 'sw.js', 'sw.js.map'])

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

export function buildIsFresh() {
  const stamp = path.join(ROOT, '.next', 'BUILD_ID')
  if (!fs.existsSync(stamp)) return false
  const built = fs.statSync(stamp).mtimeMs
  return SOURCES.every((entry) => newestMtime(entry) <= built)
}

export function ensureBuild({ force = false } = {}) {
  if (!force && buildIsFresh()) {
    console.log('› build is up to date (.next)')
    return
  }
  console.log('› building the site (npm run build)…')
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: process.env,
  })
  if (result.status !== 0) {
    console.error('✗ build failed')
    process.exit(result.status ?? 1)
  }
}

export { ROOT }
