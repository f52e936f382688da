/**
 * `npm run cluster`'s topology with the database stopped: two site processes on one PostgreSQL,
 * nginx in front with the very configuration the cluster writes (scripts/run/cluster.mjs
 * `nginxConfig`, from deploy/nginx-cluster.conf.template), and a balancer probing readiness
 * through nginx as compose's health check does. While PostgreSQL is away a player's account
 * calls answer the site's 503 with Retry-After, never nginx's 502; once it is back they answer
 * again within seconds. Readiness was retried on 503 with max_fails=1, so each probe
 * took both processes out for 5 s and the account pages answered 502 throughout the outage.
 * Runs in the PostgreSQL pass, on a throwaway PostgreSQL of its own.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureTool } from '../../../scripts/lib/debian-tool.mjs'
import { ensurePostgres, startCluster } from '../../../scripts/lib/postgres.mjs'
import { TEST_SERVER_LIMITS } from '../../../scripts/lib/server.mjs'
import { nginxConfig } from '../../../scripts/run/cluster.mjs'
import { newPlayer } from '../../support/servers/backend-client'
import { call, freePort, startOwnServer, type OwnServer } from '../../support/servers/own-server'

const nginx = ensureTool('nginx', 'nginx', 'the cluster outage test')
const postgresPass = Boolean(process.env.CONTRACT_DATA_DIR && process.env.CONTRACT_SERVER_URL)
const describeCluster = postgresPass && nginx ? describe : describe.skip

jest.setTimeout(300_000)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describeCluster('the cluster behind nginx while PostgreSQL is away', () => {
  let bin: string
  let root: string
  let pgPort: number
  let stopPostgres: () => void
  const sites: OwnServer[] = []
  let prefix: string
  let base: string

  const nginxArgs = () => ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', 'nginx.conf']

  beforeAll(async () => {
    bin = ensurePostgres()!
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-cluster-outage-pg-'))
    pgPort = await freePort()
    const postgres = await startCluster(bin, { root, port: pgPort, keep: true })
    stopPostgres = postgres.stop
    const extra = {
      DATABASE_URL: postgres.url,
      TRUSTED_PROXIES: '127.0.0.1',
      OPERATOR_TOKEN: 'cluster-outage-operator-token-of-this-test',
      ...TEST_SERVER_LIMITS,
    }
    // One after the other: the first migrates and seeds, the second finds it done.
    sites.push(await startOwnServer(extra))
    sites.push(await startOwnServer(extra))
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-cluster-outage-nginx-'))
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    const ports = { nginx: port, sites: sites.map((site) => Number(new URL(site.base).port)) }
    fs.writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig(ports, prefix))
    const started = spawnSync(nginx as string, nginxArgs(), { encoding: 'utf8' })
    if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`)
  })

  afterAll(async () => {
    if (prefix) spawnSync(nginx as string, [...nginxArgs(), '-s', 'stop'])
    await Promise.all(sites.map((site) => site.stop()))
    stopPostgres?.()
    for (const folder of [prefix, root])
      if (folder) fs.rmSync(folder, { recursive: true, force: true })
  })

  it("answers the site's 503 with Retry-After through nginx, never 502, and recovers", async () => {
    // A player, logged in through nginx: its account calls carry its cookies.
    const player = newPlayer()
    const cookies = new Map<string, string>()
    const through = async (method: string, pathname: string) => {
      const reply = await call(base, pathname, {
        method,
        headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      })
      for (const line of [reply.headers['set-cookie'] ?? []].flat()) {
        const [pair = ''] = line.split(';')
        const at = pair.indexOf('=')
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
      }
      return reply
    }
    const registered = await call(base, '/servicios/rest/usuarios/agregar', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(player),
    })
    expect(registered.json().error).toBe(false)
    const query = new URLSearchParams({ username: player.email, password: player.password })
    const login = await through('POST', `/servicios/login?${query}`)
    const userId = (login.json() as { usuario: { id: number } }).usuario.id
    const account = `/servicios/rest/ticket/mis-cartones/${userId}`
    expect((await through('GET', account)).status).toBe(200)

    // The balancer's probe, as compose's health check runs it: readiness through nginx.
    let probing = true
    const probes: number[] = []
    const prober = (async () => {
      while (probing) {
        probes.push((await call(base, '/api/salud/listo', { fresh: true })).status)
        await sleep(250)
      }
    })()

    stopPostgres()
    const stoppedAt = Date.now()
    const during: { status: number; retryAfter: unknown }[] = []
    while (Date.now() - stoppedAt < 8_000) {
      const reply = await through('GET', account)
      during.push({ status: reply.status, retryAfter: reply.headers['retry-after'] })
      await sleep(100)
    }
    // Every answer is the site's own: 503 with Retry-After (the first may still be served).
    expect(during.filter((reply) => reply.status === 502)).toEqual([])
    const unavailable = during.filter((reply) => reply.status === 503)
    expect(unavailable.length).toBeGreaterThan(during.length - 3)
    for (const reply of unavailable) expect(reply.retryAfter).toBeDefined()
    expect(probes).toContain(503)
    expect(probes).not.toContain(502)

    const restarted = await startCluster(bin, { root, port: pgPort, keep: true })
    stopPostgres = restarted.stop
    const backAt = Date.now()
    let last = 0
    while (Date.now() - backAt < 20_000) {
      last = (await through('GET', account)).status
      expect(last).not.toBe(502)
      if (last === 200) break
      await sleep(100)
    }
    const recovery = Date.now() - backAt
    probing = false
    await prober
    expect(last).toBe(200)
    // Seconds, not nginx's fail_timeout on top of the site's own reconnection.
    expect(recovery).toBeLessThan(5_000)
    console.log(
      `cluster outage: ${during.length} account calls, recovered ${recovery} ms after PostgreSQL was back`,
    )
  })
})
