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
  try {
    fs.renameSync(temporary, to)
  } catch (error) {
    // Two servers starting at once on a fresh build: the other one put the same copy there.
    fs.rmSync(temporary, { recursive: true, force: true })
    if (!['ENOTEMPTY', 'EEXIST'].includes(error.code)) throw error
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
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === buildId) return out

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
  return out
}

/** How to start the assembled server: the same command as the Dockerfile's CMD. */
export function standaloneCommand(dir = standaloneDir()) {
  return {
    command: process.execPath,
    args: ['--import', path.join(dir, PRELOAD), path.join(dir, 'server.js')],
    cwd: dir,
  }
}
