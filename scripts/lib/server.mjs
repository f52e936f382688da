// Starts the site for local runs, tests and benchmarks, and waits until it answers: the build's
// standalone server, assembled as the Dockerfile assembles it (scripts/lib/standalone.mjs), so
// every test runs what production runs and no `next start` warns about `output: standalone`.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { ROOT } from './build.mjs'
import { assembleStandalone, privateCopy, standaloneCommand } from './standalone.mjs'

/** A random secret kept under the data folder (created once, readable by this user only). */
function localSecret(dataDir, name) {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, name)
  if (!fs.existsSync(file))
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 })
  return fs.readFileSync(file, 'utf8').trim()
}

/** A session secret for local runs, kept under the data folder so sessions survive restarts. */
function localSessionSecret(dataDir) {
  return localSecret(dataDir, 'session-secret')
}

/** Where `npm start` keeps the operator token it generates; the operator CLI reads it there. */
export function operatorTokenFile(dataDir = path.join(ROOT, '.data')) {
  return path.join(dataDir, 'operator-token')
}

/** An operator token for `npm start` (43 characters), so the operator endpoints are never open. */
export function localOperatorToken(dataDir = path.join(ROOT, '.data')) {
  return localSecret(dataDir, 'operator-token')
}

/**
 * A VAPID key pair for web push on this machine (P-256, base64url as the `web-push` library and
 * the Push API take them), kept under the data folder so browsers stay subscribed across restarts.
 */
export function localVapidKeys(dataDir = path.join(ROOT, '.data')) {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'vapid-keys.json')
  if (!fs.existsSync(file)) {
    const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    const jwk = privateKey.export({ format: 'jwk' })
    const point = Buffer.concat([
      Buffer.from([4]),
      Buffer.from(jwk.x, 'base64url'),
      Buffer.from(jwk.y, 'base64url'),
    ])
    const keys = { publicKey: point.toString('base64url'), privateKey: jwk.d }
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 })
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'))
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

/**
 * Test servers (contract, browser) log in, register and hold cards hundreds of times from one
 * address, 127.0.0.1: their per-address limits are raised, for them only. Per-account limits keep
 * the production values; packages/reference-backend/tests/servers/security.test.ts checks every limit on a
 * server of its own.
 */
export const TEST_SERVER_LIMITS = {
  LIMIT_LOGIN_ADDRESS: '100000/60',
  LIMIT_RECOVERY_ADDRESS: '100000/60',
  LIMIT_REGISTER_ADDRESS: '100000/60',
  LIMIT_CONTACT_ADDRESS: '100000/60',
  LIMIT_HOLDS_ADDRESS: '100000/60',
  HOLDS_MAX_PER_ADDRESS: '100000',
}

/** Environment for a production server on this machine. */
function serverEnv({ port, dataDir, extra = {} }) {
  const env = { ...process.env, ...extra }
  env.NODE_ENV = 'production'
  env.PORT = String(port)
  // Next's own SIGTERM handler exits at once: lib/graceful-stop.ts (installed by
  // instrumentation.ts) lets accepted requests finish, then closes the embedded database.
  env.NEXT_MANUAL_SIG_HANDLE = '1'
  // The server runs in .next/standalone: the data stays in the project's .data unless told.
  const chosen = dataDir ?? env.EMBEDDED_DATA_DIR ?? path.join(ROOT, '.data')
  env.EMBEDDED_DATA_DIR = chosen === ':memory:' ? chosen : path.resolve(chosen)
  // Loopback only: nginx (or the test) is the way in. A shell's HOSTNAME is the machine's name,
  // not an address to listen on, so only LISTEN_HOST changes it (e.g. 0.0.0.0 on a LAN).
  env.HOSTNAME = extra.HOSTNAME ?? process.env.LISTEN_HOST ?? '127.0.0.1'
  if (!env.SESSION_SECRET)
    env.SESSION_SECRET = localSessionSecret(dataDir ?? path.join(ROOT, '.data'))
  if (!env.SITE_URL) env.SITE_URL = `http://localhost:${port}`
  // Web push on the embedded backend, like the session secret: a local pair unless both are set.
  if (!env.BACKEND_URL?.trim() && !env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) {
    const keys = localVapidKeys(dataDir ?? path.join(ROOT, '.data'))
    env.VAPID_PUBLIC_KEY = keys.publicKey
    env.VAPID_PRIVATE_KEY = keys.privateKey
  }
  return env
}

/**
 * A test run seeds the demo data once (scripts/lib/seeded-data.mjs) and names that PGlite folder
 * in TEST_SEEDED_PGLITE: a server on a new, empty data folder starts from a copy of it (2 s)
 * instead of migrating and seeding again (8–10 s). Never under PostgreSQL, never over data.
 */
export function startFromSeed(env) {
  const seed = env.TEST_SEEDED_PGLITE
  const dir = env.EMBEDDED_DATA_DIR
  if (!seed || !dir || dir === ':memory:' || env.DATABASE_URL?.trim()) return
  const target = path.join(dir, 'pglite')
  if (fs.existsSync(target) || !fs.existsSync(seed)) return
  fs.mkdirSync(dir, { recursive: true })
  fs.cpSync(seed, target, { recursive: true })
}

/**
 * `detached`: the server outlives this script in a process group of its own (npm run cluster).
 * `isolated`: it runs from a private copy of the assembled folder (standalone.mjs `privateCopy`),
 * as every test server does, so servers side by side never read each other's cached data.
 */
export function spawnServer({
  port,
  dataDir,
  extra,
  stdio = 'inherit',
  detached = false,
  isolated = false,
}) {
  const assembled = assembleStandalone()
  const folder = isolated ? privateCopy(assembled) : assembled
  // The preload gives every request its socket's address before Next sees it (lib/client-address.mjs).
  const { command, args, cwd } = standaloneCommand(folder)
  // Test servers (isolated) never close sales by the clock (CIERRE_AUTOMATICO, README): on
  // Sundays 18:00–20:00 the timer would refuse every hold a test makes. Tests close them through
  // the operator instead; a test may still ask for the timer in `extra`.
  const env = serverEnv({
    port,
    dataDir,
    extra: isolated ? { CIERRE_AUTOMATICO: 'no', ...extra } : extra,
  })
  startFromSeed(env)
  const child = spawn(command, args, { cwd, env, stdio, detached })
  if (isolated) {
    copies.add(folder)
    child.once('exit', () => {
      copies.delete(folder)
      fs.rmSync(folder, { recursive: true, force: true })
    })
  }
  return child
}

/**
 * Private copies of servers still running, removed when this process exits: one set and one exit
 * handler per process, however often a test runner loads this module again.
 */
const COPIES = Symbol.for('loteria.test-server-copies')
const copies = (process[COPIES] ??= (() => {
  const folders = new Set()
  process.once('exit', () => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
  })
  return folders
})())

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

/** Stops a server with SIGTERM (graceful stop, up to SHUTDOWN_TIMEOUT_MS) and waits for it to exit. */
export function stopServer(child, timeoutMs = 15_000) {
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
