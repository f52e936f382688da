// `.next/standalone` made runnable, the one way the Dockerfile, `npm start`, `npm run standalone`
// and the test servers all use: `next build` (output: 'standalone') leaves a server.js with its
// traced node_modules but without the static files, the public folder or the client-address
// preload (loaded with `node --import`, not traced). Copies them in, once per build.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BUILD_SETTINGS_FILE } from '../../lib/build-settings.mjs'
import { ROOT } from './build.mjs'

const PRELOAD = 'scripts/lib/client-address-preload.mjs'
// Read at run time relative to the working folder (packages/reference-backend/src/db/migrations-folder.ts).
const MIGRATIONS = 'packages/reference-backend/src/db/migrations'
// The workspace packages the preload may import by name (node_modules/@loteria/* are links here).
const WORKSPACE = { '@loteria/shared': 'packages/shared' }
// PGlite loads its .wasm and .data files from its package folder, which nothing imports.
const PGLITE_DIST = 'node_modules/@electric-sql/pglite/dist'
const STAMP = '.assembled-from'

function standaloneDir(root = ROOT) {
  return path.join(root, '.next', 'standalone')
}

/** Relative imports of an ES module (`from './x.mjs'`, `import '../y.mjs'`). */
function relativeImports(file) {
  const source = fs.readFileSync(file, 'utf8')
  const specifiers = [...source.matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)]
  return specifiers.map((match) => path.resolve(path.dirname(file), match[1]))
}

/** Bare imports of an ES module (`from '@loteria/shared/…'`, `from 'prom-client'`), by package. */
function packageImports(file) {
  const source = fs.readFileSync(file, 'utf8')
  const specifiers = [...source.matchAll(/(?:from|import)\s*['"]([^./'"][^'"]*)['"]/g)]
  return specifiers
    .map((match) => match[1])
    .filter((specifier) => !specifier.startsWith('node:'))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    )
}

/**
 * The preload and every module it reaches by relative import, at the same relative paths, and the
 * packages those import by name: workspace packages (copied whole, their modules followed too)
 * and the npm packages the server's tracing may have left out.
 */
function preloadFiles(root) {
  const seen = new Set()
  const workspaces = new Set()
  const npm = new Set()
  const pending = [path.join(root, PRELOAD)]
  while (pending.length > 0) {
    const file = pending.pop()
    if (seen.has(file)) continue
    seen.add(file)
    pending.push(...relativeImports(file))
    for (const name of packageImports(file)) {
      if (WORKSPACE[name] === undefined) npm.add(name)
      else if (!workspaces.has(name)) {
        workspaces.add(name)
        const dir = path.join(root, WORKSPACE[name], 'src')
        for (const entry of fs.readdirSync(dir, { recursive: true })) {
          if (/\.m?js$/.test(entry)) pending.push(path.join(dir, entry))
        }
      }
    }
  }
  const files = [...seen].filter(
    (file) => !Object.values(WORKSPACE).some((dir) => file.startsWith(path.join(root, dir))),
  )
  return {
    files: files.map((file) => path.relative(root, file)),
    workspaces: [...workspaces],
    npm: [...npm],
  }
}

/** `name` and what it depends on, copied from the project's node_modules where missing. */
function copyPackage(root, out, name, done = new Set()) {
  if (done.has(name)) return
  done.add(name)
  const from = path.join(root, 'node_modules', name)
  const to = path.join(out, 'node_modules', name)
  if (!fs.existsSync(from)) return
  if (!fs.existsSync(to)) replaceWithCopy(from, to)
  const manifest = JSON.parse(fs.readFileSync(path.join(from, 'package.json'), 'utf8'))
  for (const dependency of Object.keys(manifest.dependencies ?? {}))
    copyPackage(root, out, dependency, done)
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

// Local state that must never ship: a build once traced the project's .data (database, session
// secret) into the output. The server makes its own in the folder it is given.
const LOCAL_STATE = ['.data', '.cluster']

function copyInto(root, out, stamp, buildId) {
  for (const folder of LOCAL_STATE)
    fs.rmSync(path.join(out, folder), { recursive: true, force: true })
  replaceWithCopy(path.join(root, '.next', 'static'), path.join(out, '.next', 'static'))
  replaceWithCopy(path.join(root, 'public'), path.join(out, 'public'))
  replaceWithCopy(path.join(root, MIGRATIONS), path.join(out, MIGRATIONS))
  // The build-time settings the server checks its own against (lib/startup-checks.ts).
  const settings = path.join(root, '.next', BUILD_SETTINGS_FILE)
  if (fs.existsSync(settings))
    fs.copyFileSync(settings, path.join(out, '.next', BUILD_SETTINGS_FILE))
  if (!fs.existsSync(path.join(out, PGLITE_DIST))) {
    replaceWithCopy(path.join(root, PGLITE_DIST), path.join(out, PGLITE_DIST))
  }
  const preload = preloadFiles(root)
  for (const file of preload.files) {
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(out, file))
  }
  for (const name of preload.workspaces) {
    // A real folder, not the project's link: the assembled server runs anywhere (the image).
    const to = path.join(out, 'node_modules', name)
    fs.rmSync(to, { recursive: true, force: true })
    replaceWithCopy(path.join(root, WORKSPACE[name]), to)
    const manifest = JSON.parse(fs.readFileSync(path.join(to, 'package.json'), 'utf8'))
    for (const dependency of Object.keys(manifest.dependencies ?? {}))
      copyPackage(root, out, dependency)
  }
  for (const name of preload.npm) copyPackage(root, out, name)
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

/**
 * A private copy of the assembled folder for one test server, removed when it stops: a server
 * writes its data cache and the pages it regenerates into its own folder, and the suite's servers
 * run side by side on different databases and clocks, so each must read only what it wrote (a
 * deploy, too, starts with no data cache: the standalone output leaves the build's behind).
 * node_modules is linked, not copied: about half a second.
 */
export function privateCopy(dir = standaloneDir()) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-site-'))
  const cache = path.join(dir, '.next', 'cache')
  for (const entry of fs.readdirSync(dir)) {
    const from = path.join(dir, entry)
    if (entry === 'node_modules') fs.symlinkSync(from, path.join(copy, entry), 'dir')
    else
      fs.cpSync(from, path.join(copy, entry), {
        recursive: true,
        filter: (source) => source !== cache && !source.startsWith(cache + path.sep),
      })
  }
  return copy
}
