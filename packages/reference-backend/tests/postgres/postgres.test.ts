/**
 * DATABASE_URL really moves the embedded backend to a PostgreSQL server: what the site writes is a
 * row a plain `pg` query sees, site processes on one database start together without seeding it
 * twice, a restart keeps the data, and an unreachable server stops the start with a short Spanish
 * message. The PostgreSQL cases run when the contract suite itself runs on PostgreSQL
 * (`DATABASE_URL=… npx jest --selectProjects integration --testPathPatterns postgres`, as `npm test` does).
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Client } from 'pg'
import { spawnServer, stopServer, waitForServer } from '../../../../scripts/lib/server.mjs'
import { demoPlayers, PAST_DRAWS, POOL_SIZE } from '@loteria/reference-backend/testing'
import {
  createDatabase,
  dropDatabase,
} from '../../../../tests/support/servers/postgres-database.mjs'
import { newPlayer, register } from '../../../../tests/support/servers/backend-client'

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const serverUrl = process.env.CONTRACT_SERVER_URL
const databaseUrl = process.env.CONTRACT_DATABASE_URL
const describePostgres = embedded && serverUrl && databaseUrl ? describe : describe.skip
const itEmbedded = embedded ? it : it.skip

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

interface Site {
  origin: string
  child: ChildProcess
  output: () => string
  dataDir: string
}

/** A site process of its own (not the suite's server) on `databaseUrl`, or on none. */
function startSite(port: number, extra: Record<string, string>): Site {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-pg-site-'))
  // BACKEND_URL names the suite's server in this process: the new site must run its own backend.
  const child = spawnServer({
    isolated: true,
    port,
    dataDir,
    extra: { BACKEND_URL: '', ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { origin: `http://localhost:${port}`, child, output: () => output, dataDir }
}

async function ready(site: Site) {
  await waitForServer(`${site.origin}/servicios/rest/usuarios/hora-servidor`)
  expect(site.child.exitCode).toBeNull()
}

async function stop(site: Site) {
  await stopServer(site.child)
  fs.rmSync(site.dataDir, { recursive: true, force: true })
}

async function login(site: Site, email: string, password: string) {
  const url = new URL('/servicios/login', site.origin)
  url.searchParams.set('username', email)
  url.searchParams.set('password', password)
  const response = await fetch(url, { method: 'POST' })
  return (await response.json()) as { error: boolean; mensaje: string }
}

/** Rows of the tables the seed fills once; a second seed would change them (or fail). */
async function seededCounts(url: string) {
  const [row] = await query<Record<string, string>>(
    url,
    `select (select count(*) from site_config) as site_config,
            (select count(*) from users) as users,
            (select count(*) from draws) as draws,
            (select count(*) from cards) as cards,
            (select count(*) from winners) as winners,
            (select count(*) from faqs) as faqs,
            (select count(*) from drizzle.__drizzle_migrations) as migrations`,
  )
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]))
}

const migrationFiles = () =>
  fs
    .readdirSync(path.join(process.cwd(), 'packages/reference-backend/src/db/migrations'))
    .filter((name) => name.endsWith('.sql')).length

function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1))
    })
  })
}

describePostgres('the embedded backend on PostgreSQL (DATABASE_URL)', () => {
  it('a player registered through the site is a row a direct pg query sees', async () => {
    const { player, answer } = await register()
    expect(answer.body.error).toBe(false)
    const rows = await query<{ email: string; nombre: string }>(
      databaseUrl!,
      'select email, nombre from users where email = $1',
      [player.email],
    )
    expect(rows).toEqual([{ email: player.email, nombre: player.nombre }])
  })

  it('two sites on one empty database both start, seed it once, and a restart keeps the data', async () => {
    const shared = await createDatabase(serverUrl!, 'loteria_pair')
    const sites: Site[] = []
    try {
      // Started together: both reach migrate + seed at about the same time.
      sites.push(
        startSite(3291, { DATABASE_URL: shared }),
        startSite(3292, { DATABASE_URL: shared }),
      )
      await Promise.all(sites.map(ready))
      const counts = await seededCounts(shared)
      expect(counts).toMatchObject({
        site_config: 1,
        users: demoPlayers.length,
        draws: PAST_DRAWS + 1,
        cards: (PAST_DRAWS + 1) * POOL_SIZE,
        migrations: migrationFiles(),
      })
      for (const site of sites)
        expect(site.output()).toMatch(/base de datos lista","where":"PostgreSQL at/)

      // Written through one site, seen by the other: one database, no per-process copy.
      const player = newPlayer()
      const registered = await fetch(
        new URL('/servicios/rest/usuarios/agregar', sites[0]!.origin),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(player),
        },
      )
      expect(((await registered.json()) as { error: boolean }).error).toBe(false)
      expect((await login(sites[1]!, player.email, player.password)).error).toBe(false)

      await Promise.all(sites.splice(0).map(stop))
      const restarted = startSite(3293, { DATABASE_URL: shared })
      sites.push(restarted)
      await ready(restarted)
      expect((await login(restarted, player.email, player.password)).error).toBe(false)
      expect(await seededCounts(shared)).toEqual({ ...counts, users: counts.users! + 1 })
    } finally {
      await Promise.all(sites.map(stop))
      await dropDatabase(serverUrl!, shared)
    }
  }, 120_000)
})

itEmbedded(
  'a site whose DATABASE_URL does not answer exits at start with a short Spanish message',
  async () => {
    const port = await closedPort()
    const site = startSite(3294, { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/nada` })
    try {
      const code = await new Promise<number | null>((resolve) => site.child.on('exit', resolve))
      expect(code).toBe(1)
      expect(site.output()).toContain(
        `No se pudo conectar a PostgreSQL en 127.0.0.1:${port}/nada (DATABASE_URL): connect ECONNREFUSED`,
      )
      // The message, not a stack trace.
      expect(site.output()).not.toMatch(/\n\s+at /)
    } finally {
      await stop(site)
    }
  },
  60_000,
)
