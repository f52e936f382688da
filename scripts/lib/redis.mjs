// Redis for the cluster, the tests and the soak: Debian's redis-server on a given localhost port,
// in memory only (nothing saved: a stop is a real loss of the shared cache, as an outage is).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { ensureTool } from './debian-tool.mjs'

export function ensureRedis(why = 'the shared cache') {
  return ensureTool('redis-server', 'redis-server', why)
}

const ARGS = (port) => [
  '--port',
  String(port),
  '--bind',
  '127.0.0.1',
  '--save',
  '',
  '--appendonly',
  'no',
]

function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.write('PING\r\n')
      socket.once('data', (data) => {
        socket.destroy()
        resolve(data.toString().startsWith('+PONG'))
      })
    })
    socket.once('error', () => resolve(false))
  })
}

async function waitForRedis(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await answers(port)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`redis-server on port ${port} did not answer within ${timeoutMs} ms`)
}

/** A redis-server child of this process: `{ url, stop, start }` (stop and start again at will). */
export async function startRedis(binary, port) {
  let child
  const start = async () => {
    child = spawn(binary, ARGS(port), { stdio: 'ignore' })
    await waitForRedis(port)
  }
  const stop = () =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGKILL')
    })
  process.once('exit', () => child?.kill('SIGKILL'))
  await start()
  return { url: `redis://127.0.0.1:${port}`, start, stop }
}

/** A redis-server that outlives this script (npm run cluster); its pid file under `dir`. */
export async function startDetachedRedis(binary, port, dir) {
  fs.mkdirSync(dir, { recursive: true })
  const pidfile = path.join(dir, 'redis.pid')
  const args = [...ARGS(port), '--daemonize', 'yes', '--pidfile', pidfile, '--dir', dir]
  args.push('--logfile', path.join(dir, 'redis.log'))
  const result = spawnSync(binary, args, { stdio: 'inherit' })
  if (result.status !== 0) throw new Error('redis-server did not start')
  await waitForRedis(port)
  return { url: `redis://127.0.0.1:${port}`, pidfile }
}
