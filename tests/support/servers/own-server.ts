import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { spawnServer, stopServer, waitForServer } from '../../../scripts/lib/server.mjs'

// A production server of the test's own (its settings differ from the suite's), on a free port
// and a fresh temporary database, and plain HTTP calls from a chosen loopback address (127.0.0.x:
// Linux routes all of 127/8 to this machine), which is how a test gets "another address".

function portIsFree(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(port, '127.0.0.1', () => {
      const { port: bound } = probe.address() as net.AddressInfo
      probe.close(() => resolve(bound))
    })
  })
}

/**
 * A free port: any, or one of TEST_PORT_RANGE (`4330-4399`) on a machine shared with others who
 * keep to ranges of their own.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_PORT_RANGE ?? '')
  if (!range) return portIsFree(0)
  const [low, high] = [Number(range[1]), Number(range[2])]
  const start = low + Math.floor(Math.random() * (high - low + 1))
  for (let i = 0; i <= high - low; i++) {
    const port = low + ((start - low + i) % (high - low + 1))
    const free = await portIsFree(port).catch(() => undefined)
    if (free) return free
  }
  throw new Error(`No free port in TEST_PORT_RANGE ${process.env.TEST_PORT_RANGE}`)
}

export interface OwnServer {
  base: string
  child: ChildProcess
  output: () => string
  stop: () => Promise<void>
}

export async function startOwnServer(extra: Record<string, string>): Promise<OwnServer> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-own-'))
  let output = ''
  const child = spawnServer({
    isolated: true,
    port,
    dataDir,
    extra: { DATABASE_URL: '', BACKEND_URL: '', ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const base = `http://127.0.0.1:${port}`
  await waitForServer(`${base}/servicios/rest/usuarios/hora-servidor`, 90_000)
  return {
    base,
    child,
    output: () => output,
    stop: async () => {
      await stopServer(child)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Starts a server that must refuse to start: its exit code and everything it printed. */
export async function startExpectingExit(
  extra: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-own-'))
  const child = spawnServer({
    isolated: true,
    port,
    dataDir,
    extra: { DATABASE_URL: '', BACKEND_URL: '', ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  // Starts answering only if it did not refuse: a request makes Next load instrumentation.
  void fetch(`http://127.0.0.1:${port}/robots.txt`).catch(() => undefined)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  clearTimeout(timer)
  fs.rmSync(dataDir, { recursive: true, force: true })
  return { code, output }
}

export interface Reply {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  json: () => { error?: boolean; mensaje?: string; datos?: unknown; [key: string]: unknown }
}

export interface CallOptions {
  from?: string
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** On a connection of its own: Node's global agent would reuse an open keep-alive one. */
  fresh?: boolean
}

/** One HTTP call from a chosen loopback address. */
export function call(base: string, pathname: string, options: CallOptions = {}): Promise<Reply> {
  const url = new URL(pathname, base)
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from ?? '127.0.0.1',
        ...(options.fresh ? { agent: false } : {}),
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text,
            json: () => JSON.parse(text) as ReturnType<Reply['json']>,
          })
        })
      },
    )
    request.on('error', reject)
    request.end(options.body)
  })
}
