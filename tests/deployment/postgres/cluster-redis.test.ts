/**
 * Several site processes behind a load balancer (README: Deploying): two servers on one PostgreSQL
 * database and one Redis. A draw run through one is on the other's results page within 5 seconds,
 * with no restart (the Next cache lives in Redis: lib/redis/cache-handler.mjs). Redis stopped:
 * both keep serving their pages; started again: a draw through one is on the other again. Runs in
 * the PostgreSQL pass of the contract suite (`npm test` starts that server) when redis-server is
 * installed (`npm test` installs it as root).
 */
import fs from 'node:fs'
import { createClient, type RedisClientType } from '@redis/client'
import { missingTool } from '../../../scripts/lib/debian-tool.mjs'
import { startRedis } from '../../../scripts/lib/redis.mjs'
import { postgresEvents, redisEvents } from '@loteria/shared/events'
import { createDatabase, dropDatabase } from '../../support/servers/postgres-database.mjs'
import { newPlayer } from '../../support/servers/backend-client'
import { call, freePort, startOwnServer, type OwnServer } from '../../support/servers/own-server'
import { actionOf } from '../../support/servers/site-actions'

const serverUrl = process.env.CONTRACT_SERVER_URL
const redisBinary = [process.env.REDIS_SERVER ?? '', '/usr/bin/redis-server'].find(
  (file) => file && fs.existsSync(file),
)
const describeCluster = serverUrl && redisBinary ? describe : describe.skip
const describePostgres = serverUrl ? describe : describe.skip
if (serverUrl && !redisBinary) {
  missingTool('the two-process test: no redis-server found', 'sudo apt-get install redis-server')
}
const OPERATOR_TOKEN = 'cluster-operator-token-of-the-test-servers'
// One secret for both, as docs/deploying.md says: a player's cookie reads the same on either.
const SESSION_SECRET = 'cluster-session-secret-of-the-test-servers-0123'

// Two production servers starting on one database, several draws, polling: minutes, not seconds.
jest.setTimeout(240_000)

async function runDraw(site: OwnServer): Promise<string> {
  const response = await fetch(`${site.base}/servicios/operador/sorteos/ejecutar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  })
  expect(response.status).toBe(200)
  const body = (await response.json()) as { datos: { sorteo: { identificador: string } } }
  return body.datos.sorteo.identificador
}

async function resultsPage(site: OwnServer): Promise<{ status: number; html: string }> {
  const response = await fetch(`${site.base}/resultados`)
  return { status: response.status, html: await response.text() }
}

/** The latest draw on the results page, as its header names it ("Sorteo N° 1288 · …"). */
async function latestDraw(site: OwnServer): Promise<string | undefined> {
  const { html } = await resultsPage(site)
  return /(Sorteo N° \d+) · /.exec(html)?.[1]
}

/** Calls `read` until `done` holds or `timeoutMs` passes; answers the last value read. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  let value = await read()
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    value = await read()
  }
  return value
}

describeCluster('two site processes on one PostgreSQL and one Redis', () => {
  let database: string
  let redis: Awaited<ReturnType<typeof startRedis>>
  let a: OwnServer
  let b: OwnServer

  beforeAll(async () => {
    database = await createDatabase(serverUrl!, 'loteria_cluster')
    redis = await startRedis(redisBinary!, await freePort())
    const extra = {
      DATABASE_URL: database,
      REDIS_URL: redis.url,
      OPERATOR_TOKEN,
      SESSION_SECRET,
      // Small enough to reach in a test: 4 logins a minute from one address, wherever they land.
      LIMIT_LOGIN_ADDRESS: '4/60',
    }
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startOwnServer(extra)
    b = await startOwnServer(extra)
  })

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await redis?.stop()
    if (database) await dropDatabase(serverUrl!, database)
  })

  it('shows a draw run through one process on the other within 5 seconds', async () => {
    // Both have rendered (and cached) the results page before the draw.
    const before = await latestDraw(b)
    expect(await latestDraw(a)).toBe(before)
    const drawn = await runDraw(a)
    expect(drawn).not.toBe(before)
    expect(
      await until(
        () => latestDraw(b),
        (seen) => seen === drawn,
        5_000,
      ),
    ).toBe(drawn)
    expect(await latestDraw(a)).toBe(drawn)
  })

  it('counts one limit across processes: the 5th login from one address is refused on either', async () => {
    const from = '127.0.0.77'
    const login = (site: OwnServer) =>
      call(site.base, '/servicios/login?username=nadie%40prueba.com.py&password=x', {
        method: 'POST',
        from,
      })
    for (const site of [a, b, a, b]) expect((await login(site)).status).toBe(200)
    expect((await login(a)).status).toBe(429)
    expect((await login(b)).status).toBe(429)
  })

  // A session cookie kept from before a logout still read as logged in.
  it('ends a session logged out through one process on the other too', async () => {
    const from = '127.0.5.47'
    const player = newPlayer()
    const registered = await call(a.base, '/servicios/rest/usuarios/agregar', {
      method: 'POST',
      from,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(player),
    })
    expect(registered.json().error).toBe(false)
    const { id, page } = actionOf('auth', 'loginAction')
    const login = await call(a.base, page, {
      method: 'POST',
      from,
      headers: {
        accept: 'text/x-component',
        'content-type': 'text/plain;charset=UTF-8',
        'next-action': id,
        origin: a.base,
      },
      body: JSON.stringify([{ username: player.email, password: player.password }]),
    })
    const cookie = (login.headers['set-cookie'] ?? [])
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.startsWith('loteria_sesion='))!
    expect(cookie).toBeDefined()
    const who = async (site: OwnServer) =>
      (await call(site.base, '/api/sesion', { from, headers: { cookie } })).json().usuario
    expect(await who(b)).toEqual({ nombre: player.nombre })

    const out = await call(a.base, '/api/sesion/cerrar', {
      method: 'POST',
      from,
      headers: { cookie, origin: a.base, 'sec-fetch-site': 'same-origin' },
    })
    expect(out.status).toBe(303)
    // The same cookie, kept from before the logout: logged out on both.
    expect(await who(a)).toBeNull()
    expect(
      await until(
        () => who(b),
        (seen) => seen === null,
        2_000,
      ),
    ).toBeNull()
  })

  it('carries a message published in one process to the listeners of another', async () => {
    const connect = async () => {
      const client = createClient({ url: redis.url }) as RedisClientType
      await client.connect()
      return client
    }
    const clients = await Promise.all([connect(), connect(), connect(), connect()])
    const [commandsA, subscriberA, commandsB, subscriberB] = clients
    const busA = redisEvents(commandsA!, subscriberA!, 'prueba:')
    const busB = redisEvents(commandsB!, subscriberB!, 'prueba:')
    const heardOnB: string[] = []
    busB.subscribe('en-vivo', (message) => heardOnB.push(message))
    // The subscription reaches Redis asynchronously.
    const listening = async () =>
      Number((await commandsA!.pubSubNumSub(['prueba:en-vivo']))['prueba:en-vivo'] ?? 0)
    expect(await until(listening, (n) => n > 0, 2_000)).toBe(1)
    await busA.publish('en-vivo', '{"bolilla":7}')
    expect(
      await until(
        async () => heardOnB.length,
        (n) => n > 0,
        2_000,
      ),
    ).toBe(1)
    expect(heardOnB).toEqual(['{"bolilla":7}'])
    await Promise.all(clients.map((client) => client.close()))
  })

  it('keeps serving while Redis is down, and shares revalidations again once it is back', async () => {
    await redis.stop()
    for (const site of [a, b, a, b]) {
      const { status, html } = await resultsPage(site)
      expect(status).toBe(200)
      expect(html).toMatch(/Sorteo N° \d+ · /)
      expect((await fetch(`${site.base}/home`)).status).toBe(200)
    }
    // Said once, not per request.
    const outages = a.output().match(/\[redis\] sin conexión/g) ?? []
    expect(outages).toHaveLength(1)

    await redis.start()
    for (const site of [a, b]) {
      const back = async () => site.output().includes('[redis] conexión recuperada')
      expect(await until(back, Boolean, 15_000)).toBe(true)
    }
    await latestDraw(b)
    const drawn = await runDraw(a)
    expect(
      await until(
        () => latestDraw(b),
        (seen) => seen === drawn,
        5_000,
      ),
    ).toBe(drawn)
  })
})

describePostgres('the event bus on PostgreSQL alone', () => {
  it('carries a message published in one process to the listeners of another', async () => {
    const publisher = postgresEvents(serverUrl!)
    const listener = postgresEvents(serverUrl!)
    const heard: string[] = []
    const stop = listener.subscribe('en-vivo', (message) => heard.push(message))
    // LISTEN is sent when the first listener subscribes; publish until it is in place.
    const deliver = async () => {
      await publisher.publish('en-vivo', '{"bolilla":9}')
      return heard.length
    }
    expect(await until(deliver, (n) => n > 0, 5_000)).toBeGreaterThan(0)
    expect(heard[0]).toBe('{"bolilla":9}')
    stop()
    await Promise.all([publisher.close(), listener.close()])
  })
})
