// `.next/standalone` made runnable, the one way the Dockerfile, `npm start`, `npm run standalone`
// and the test servers all use: `next build` (output: 'standalone') leaves a server.js with its
// traced node_modules but without the static files, the public folder or the client-address
// preload (loaded with `node --import`, not traced). Copies them in, once per build.
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './build.mjs'

export const PRELOAD = 'scripts/lib/client-address-preload.mjs'
// Read at run time relative to the working folder (lib/embedded-backend/db/migrations-folder.ts).
const MIGRATIONS = 'lib/embedded-backend/db/migrations'
// PGlite loads its .wasm and .data files from its package folder, which nothing imports.
const PGLITE_DIST = 'node_modules/@electric-sql/pglite/dist'
const STAMP = '.assembled-from'

export function standaloneDir(root = ROOT) {
  return path.join(root, '.next', 'standalone')
}

/** Relative imports of an ES module (`from './x.mjs'`, `import '../y.mjs'`). */
function relativeImports(file) {
  const source = fs.readFileSync(file, 'utf8')
  const specifiers = [...source.matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)]
  return specifiers.map((match) => path.resolve(path.dirname(file), match[1]))
}

/** The preload and every module it reaches by relative import, at the same relative paths. */
function preloadFiles(root) {
  const seen = new Set()
  const pending = [path.join(root, PRELOAD)]
  while (pending.length > 0) {
    const file = pending.pop()
    if (seen.has(file)) continue
    seen.add(file)
    pending.push(...relativeImports(file))
  }
  return [...seen].map((file) => path.relative(root, file))
}

/** Replaces `to` with a copy of `from`: written beside it, then renamed, never half there. */
function replaceWithCopy(from, to) {
  const temporary = `${to}.tmp-${process.pid}`
  fs.rmSync(temporary, { recursive: true, force: true })
  fs.cpSync(from, temporary, { recursive: true })
  fs.rmSync(to, { recursive: true, force: true })
  fs.mkdirSync(path.dirname(to), { recursive: true })
  fs.renameSync(temporary, to)
}

/**
 * Runs `work` while holding `<out>.lock`: servers started together on a fresh build (the e2e and
 * visual ones) assemble one after the other. A lock older than two minutes is a dead process's.
 */
function withLock(out, work) {
  const lock = `${out}.lock`
  const deadline = Date.now() + 180_000
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'))
      break
    } catch (error) {
      if (error.code !== 'EEXIST' || Date.now() > deadline) throw error
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0)
      if (age > 120_000) fs.rmSync(lock, { force: true })
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200)
    }
  }
  try {
    return work()
  } finally {
    fs.rmSync(lock, { force: true })
  }
}

/**
 * Copies `.next/static`, `public/`, the preload's modules, the migrations and (when the tracer
 * missed them) PGlite's files into `.next/standalone`; a second call for the same build does
 * nothing. Returns the folder, which runs anywhere with
 * `node --import ./scripts/lib/client-address-preload.mjs server.js`.
 */
export function assembleStandalone(root = ROOT) {
  const out = standaloneDir(root)
  const server = path.join(out, 'server.js')
  if (!fs.existsSync(server)) {
    throw new Error(`${path.relative(root, server)} is missing: run \`npm run build\` first`)
  }
  const buildId = fs.readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim()
  const stamp = path.join(out, STAMP)
  const assembled = () => fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === buildId
  if (assembled()) return out
  withLock(out, () => {
    if (!assembled()) copyInto(root, out, stamp, buildId)
  })
  return out
}

function copyInto(root, out, stamp, buildId) {
  replaceWithCopy(path.join(root, '.next', 'static'), path.join(out, '.next', 'static'))
  replaceWithCopy(path.join(root, 'public'), path.join(out, 'public'))
  replaceWithCopy(path.join(root, MIGRATIONS), path.join(out, MIGRATIONS))
  if (!fs.existsSync(path.join(out, PGLITE_DIST))) {
    replaceWithCopy(path.join(root, PGLITE_DIST), path.join(out, PGLITE_DIST))
  }
  for (const file of preloadFiles(root)) {
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(out, file))
  }
  fs.writeFileSync(stamp, buildId)
}

/** How to start the assembled server: the same command as the Dockerfile's CMD. */
export function standaloneCommand(dir = standaloneDir()) {
  return {
    command: process.execPath,
    args: ['--import', path.join(dir, PRELOAD), path.join(dir, 'server.js')],
    cwd: dir,
  }
}
