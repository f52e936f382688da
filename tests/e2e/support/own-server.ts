import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

// A production server of a spec's own (Playwright's loader cannot import scripts/lib/server.mjs):
// the same `next start` with the client-address preload, on its own port and data folder.

const ROOT = path.resolve(__dirname, '..', '..', '..')

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
  return spawn(
    process.execPath,
    [
      '--import',
      path.join(ROOT, 'scripts/lib/client-address-preload.mjs'),
      path.join(ROOT, 'node_modules/next/dist/bin/next'),
      'start',
      '-p',
      String(port),
    ],
    {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_MANUAL_SIG_HANDLE: '1',
        SITE_URL: `http://localhost:${port}`,
        SESSION_SECRET: 'own-server-session-secret-0123456789-abcdefghij',
        ...env,
      },
    },
  )
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

/** SIGTERM (the embedded database closes cleanly), SIGKILL after 15 s. */
export function stopOwnServer(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
