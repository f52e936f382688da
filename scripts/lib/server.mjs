// Starts `next start` for local runs, tests and benchmarks, and waits until it answers.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { ROOT } from './build.mjs'

const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')

/** A session secret for local runs, kept under the data folder so sessions survive restarts. */
export function localSessionSecret(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'session-secret')
  if (!fs.existsSync(file))
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 })
  return fs.readFileSync(file, 'utf8').trim()
}

/**
 * Fails when something already listens on `port`. Otherwise a script would wait for "its" server,
 * get answers from the other one, and measure or test that instead (it happened to the benchmark).
 * @param {number} port
 */
export function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', () =>
      reject(new Error(`El puerto ${port} ya está en uso: liberalo y volvé a intentar.`)),
    )
    probe.listen(port, () => probe.close(() => resolve()))
  })
}

/** Environment for a production server on this machine. */
export function serverEnv({ port, dataDir, extra = {} }) {
  const env = { ...process.env, ...extra }
  env.NODE_ENV = 'production'
  env.PORT = String(port)
  // Lets instrumentation.ts close the embedded database before the process exits. Against an
  // operator's backend there is nothing to close, and Next's own signal handling is kept.
  if (!env.BACKEND_URL?.trim()) env.NEXT_MANUAL_SIG_HANDLE = '1'
  if (dataDir) env.EMBEDDED_DATA_DIR = dataDir
  if (!env.SESSION_SECRET)
    env.SESSION_SECRET = localSessionSecret(dataDir ?? path.join(ROOT, '.data'))
  if (!env.SITE_URL) env.SITE_URL = `http://localhost:${port}`
  return env
}

export function spawnServer({ port, dataDir, extra, stdio = 'inherit' }) {
  return spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
    cwd: ROOT,
    env: serverEnv({ port, dataDir, extra }),
    stdio,
  })
}

export async function waitForServer(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server at ${url} did not answer within ${timeoutMs} ms`)
}

/** Stops a server with SIGTERM (clean database close) and waits for it to exit. */
export function stopServer(child, timeoutMs = 10_000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
