/**
 * A site process stopped under load from clients that open a new connection per request (health
 * checks, scripts, proxies without keep-alive) and from keep-alive clients: every request is
 * answered (200, or 503 from readiness once the stop began) or, once the listener is closed,
 * refused (ECONNREFUSED); none is reset, none hangs up. The listener closed at once and
 * the kernel reset the connections in its accept queue, 1 to 39 of 40 clients in 9 runs of 10.
 * Stopped several times: with SIGTERM to the server process, and to `npm start`'s process group
 * (npm, scripts/run/start.mjs and the server each get the signal).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { spawnServer, TEST_SERVER_LIMITS, waitForServer } from '../../scripts/lib/server.mjs'
import { freePort } from '../support/servers/own-server'

const embedded = Boolean(process.env.CONTRACT_DATA_DIR) && !process.env.CONTRACT_DATABASE_URL
const describeEmbedded = embedded ? describe : describe.skip
const TOKEN = 'stop-under-load-operator-token-of-this-test'
const PATHS = ['/home', '/api/salud/listo', '/servicios/rest/sorteos/actual']

jest.setTimeout(300_000)

/** One request on `agent`: its status, or the error's code (a hang-up is ECONNRESET). */
function once(port: number, pathname: string, agent: http.Agent): Promise<string> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, agent }, (response) => {
      response.resume()
      response.on('end', () => resolve(String(response.statusCode)))
      response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    })
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')))
  })
}

/**
 * 40 clients on a new connection per request and 4 on keep-alive connections, each asking until
 * it is refused (a refusal is final: the listener is closed); `stop` is called mid-load.
 */
async function loadAndStop(port: number, stop: () => void) {
  const outcomes = new Map<string, number>()
  let afterStop = 0
  let stopped = false
  const fresh = Array.from({ length: 40 }, () => new http.Agent({ keepAlive: false }))
  const kept = Array.from({ length: 4 }, () => new http.Agent({ keepAlive: true }))
  const client = async (agent: http.Agent, index: number) => {
    for (let i = index; ; i++) {
      const outcome = await once(port, PATHS[i % PATHS.length]!, agent)
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
      if (stopped && /^\d+$/.test(outcome)) afterStop += 1
      if (!/^\d+$/.test(outcome)) return
    }
  }
  const clients = [...fresh, ...kept].map(client)
  await new Promise((resolve) => setTimeout(resolve, 1500))
  stopped = true
  stop()
  await Promise.all(clients)
  for (const agent of [...fresh, ...kept]) agent.destroy()
  return { outcomes: Object.fromEntries(outcomes), afterStop }
}

/**
 * Ready to serve: readiness answers 200 once the database is open (the server clock used by
 * waitForServer answers before it).
 */
async function ready(port: number) {
  await waitForServer(`http://127.0.0.1:${port}/servicios/rest/usuarios/hora-servidor`, 120_000)
  const deadline = Date.now() + 120_000
  while ((await once(port, '/api/salud/listo', new http.Agent())) !== '200') {
    if (Date.now() > deadline) throw new Error('the server never became ready')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Its exit code, once its output has been read to the end too. */
function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('close', (code) => resolve(code)))
}

describeEmbedded('a site process stopped under load', () => {
  const folders: string[] = []
  const children: ChildProcess[] = []

  afterAll(() => {
    for (const child of children) {
      if (child.exitCode !== null) continue
      // `npm start` runs in a group of its own: its server must not outlive a failed test.
      if (child.spawnargs[0] === 'npm' && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // The group has gone already.
        }
      } else child.kill('SIGKILL')
    }
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
  })

  function expectClean(
    result: Awaited<ReturnType<typeof loadAndStop>>,
    output: string,
    code: number | null,
  ) {
    const { outcomes, afterStop } = result
    // Every request answered, or refused once the listener was closed; never reset or hung up.
    expect(
      Object.keys(outcomes).filter((key) => !['200', '503', 'ECONNREFUSED'].includes(key)),
    ).toEqual([])
    expect(outcomes.ECONNREFUSED).toBe(44)
    // The stop came mid-load: requests were still answered after the signal.
    expect(afterStop).toBeGreaterThan(0)
    expect(code).toBe(0)
    // The stop began, and nothing was cut at its deadline.
    expect(output).toContain('parada ordenada: no se aceptan más conexiones')
    expect(output).not.toContain('plazo vencido')
  }

  it('answers or refuses every request, SIGTERM to the server process (3 stops)', async () => {
    for (let round = 0; round < 3; round++) {
      const port = await freePort()
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-stop-load-'))
      folders.push(dataDir)
      let output = ''
      const child = spawnServer({
        isolated: true,
        port,
        dataDir,
        extra: { DATABASE_URL: '', BACKEND_URL: '', OPERATOR_TOKEN: TOKEN, ...TEST_SERVER_LIMITS },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      children.push(child)
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
      await ready(port)
      const result = await loadAndStop(port, () => child.kill('SIGTERM'))
      console.log(`stop ${round + 1} (server process): ${JSON.stringify(result)}`)
      expectClean(result, output, await exited(child))
      // The process's whole output is read by now ('close'): its database was closed in order.
      expect(output).toContain('embedded-backend: base de datos cerrada')
      expect(output).toContain('parada ordenada: terminada')
    }
  })

  /** `npm start` on a fresh embedded database, ready, in a process group of its own (as a terminal or a service manager starts it). */
  async function readyNpmStart() {
    const port = await freePort()
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-stop-npm-'))
    folders.push(dataDir)
    const log = { output: '' }
    const npm = spawn('npm', ['start'], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        PORT: String(port),
        EMBEDDED_DATA_DIR: dataDir,
        DATABASE_URL: '',
        BACKEND_URL: '',
        OPERATOR_TOKEN: TOKEN,
        ...TEST_SERVER_LIMITS,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    children.push(npm)
    npm.stdout?.on('data', (chunk: Buffer) => (log.output += chunk.toString()))
    npm.stderr?.on('data', (chunk: Buffer) => (log.output += chunk.toString()))
    await ready(port)
    return { npm, port, log }
  }

  it("answers or refuses every request, SIGTERM to `npm start`'s process group", async () => {
    const { npm, port, log } = await readyNpmStart()
    expect(log.output).toContain('build is up to date')
    // Every process of the group, npm included, gets the signal.
    const result = await loadAndStop(port, () => process.kill(-npm.pid!, 'SIGTERM'))
    console.log(`stop (npm start's group): ${JSON.stringify(result)}`)
    // npm may exit at once: its output ends when the last process of the group has gone.
    if (!npm.stdout?.readableEnded) await new Promise((resolve) => npm.stdout?.once('end', resolve))
    expectClean(result, log.output, 0)
  })

  it('SIGTERM to npm alone (a manager that signals only its main process): the server stops too, in order', async () => {
    const { npm, port, log } = await readyNpmStart()
    // npm exits on SIGTERM and its shell with it, passing nothing on; the launcher, adopted, stops
    // its server as if the signal had reached it. Before, both ran on, orphaned, holding the port.
    npm.kill('SIGTERM')
    // The output ends when the last process holding it has gone (30 s at most: an orphan never).
    if (!npm.stdout?.readableEnded) {
      await Promise.race([
        new Promise((resolve) => npm.stdout?.once('end', resolve)),
        new Promise((resolve) => setTimeout(resolve, 30_000)),
      ])
    }
    expect(await once(port, '/home', new http.Agent())).toBe('ECONNREFUSED')
    expect(log.output).toContain('parada ordenada: no se aceptan más conexiones')
    expect(log.output).toContain('embedded-backend: base de datos cerrada')
    expect(log.output).toContain('parada ordenada: terminada')
  })
})
