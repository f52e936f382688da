import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// A production server of a spec's own (Playwright's loader compiles scripts/lib/*.mjs to CommonJS,
// where their import.meta fails, so this repeats server.mjs's `isolated` spawn and startFromSeed):
// the assembled standalone server every deploy path runs, with the client-address preload, on its
// own port and data folder, started from a copy of its own with no data cache. A deploy starts
// with none (the standalone output leaves the build's .next/cache behind), and Next trusts a cached
// copy by its file's age: a server sharing the build's cache (made on the demo backend) or the
// suite server's (the same standalone folder) would answer their draws, not its backend's, as
// fresh for up to their lifetime (lib/backend/cache.ts, draws: 60 s) and once more after it.

const ROOT = path.resolve(__dirname, '..', '..', '..')
const STANDALONE = path.join(ROOT, '.next', 'standalone')
const PRELOAD = 'scripts/lib/client-address-preload.mjs'

/** Each server's copy, removed when it stops. */
const copies = new Map<ChildProcess, string>()

/**
 * The assembled standalone folder (scripts/run/standalone.mjs: nothing to do when the suite's server
 * assembled it already), copied without the data cache; node_modules is linked, not copied.
 */
function ownCopy(): string {
  const assembled = spawnSync(process.execPath, ['scripts/run/standalone.mjs', '--assemble-only'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  if (assembled.status !== 0) throw new Error(`standalone assembly failed: ${assembled.stderr}`)
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-own-site-'))
  const cache = path.join(STANDALONE, '.next', 'cache')
  for (const entry of fs.readdirSync(STANDALONE)) {
    const from = path.join(STANDALONE, entry)
    if (entry === 'node_modules') fs.symlinkSync(from, path.join(copy, entry), 'dir')
    else
      fs.cpSync(from, path.join(copy, entry), {
        recursive: true,
        filter: (source) => source !== cache && !source.startsWith(cache + path.sep),
      })
  }
  return copy
}

/** As scripts/lib/server.mjs `startFromSeed`: an empty folder starts from the run's seeded copy. */
function startFromSeed(env: Record<string, string | undefined>) {
  const seed = env.TEST_SEEDED_PGLITE
  const dir = env.EMBEDDED_DATA_DIR
  if (!seed || !dir || dir === ':memory:' || env.DATABASE_URL?.trim()) return
  const target = path.join(dir, 'pglite')
  if (!fs.existsSync(target) && fs.existsSync(seed)) fs.cpSync(seed, target, { recursive: true })
}

export function startOwnServer(port: number, env: Record<string, string>): ChildProcess {
  startFromSeed({ ...process.env, ...env })
  const dir = ownCopy()
  const child = spawn(process.execPath, ['--import', path.join(dir, PRELOAD), 'server.js'], {
    cwd: dir,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NEXT_MANUAL_SIG_HANDLE: '1',
      SITE_URL: `http://localhost:${port}`,
      SESSION_SECRET: 'own-server-session-secret-0123456789-abcdefghij',
      // As scripts/lib/server.mjs's test servers: no close of sales by the weekday (README).
      CIERRE_AUTOMATICO: 'no',
      ...env,
    },
  })
  copies.set(child, dir)
  return child
}

export async function waitForOwnServer(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server at ${url} did not answer within ${timeoutMs} ms`)
}

/** SIGTERM (the embedded database closes cleanly), SIGKILL after 15 s; then its copy goes. */
export async function stopOwnServer(child: ChildProcess) {
  await new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
  const dir = copies.get(child)
  copies.delete(child)
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
}
