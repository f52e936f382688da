/**
 * Backup and restore as docs/deploying.md ("Backup and restore") says to do them: the embedded
 * PGlite folder with the shortest stop (the server stopped, the folder archived with tar, the
 * server started again), and PostgreSQL with pg_dump while the site runs. Each backup is restored
 * into a new place, a site is started on it, and it must find what the first one had: a player
 * registered just before the backup, the demo players' cards and pack, and the prizes the winners
 * list shows. Ports: the test range (TEST_PORT_RANGE) or any free one.
 */
import { spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensurePostgres } from '../../scripts/lib/postgres.mjs'
import { spawnServer, stopServer, waitForServer } from '../../scripts/lib/server.mjs'
import { newPlayer } from '../support/servers/backend-client'
import { call, freePort } from '../support/servers/own-server'
import { createDatabase, dropDatabase } from '../support/servers/postgres-database.mjs'

jest.setTimeout(300_000)

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const pglitePass = embedded && !process.env.CONTRACT_DATABASE_URL ? describe : describe.skip
const serverUrl = process.env.CONTRACT_SERVER_URL
const postgresPass = embedded && serverUrl ? describe : describe.skip
const TOKEN = 'backup-restore-operator-token-0123456789abcdef'
const DEMO = { email: 'verificado@demo.com.py', password: 'demo1234' }

interface Site {
  base: string
  child: ChildProcess
}

async function startSite(extra: Record<string, string>, dataDir: string): Promise<Site> {
  const port = await freePort()
  const child = spawnServer({
    isolated: true,
    port,
    dataDir,
    extra: { BACKEND_URL: '', OPERATOR_TOKEN: TOKEN, TEST_SEEDED_PGLITE: '', ...extra },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  await waitForServer(`${base}/servicios/rest/usuarios/hora-servidor`, 120_000)
  return { base, child }
}

async function login(base: string, email: string, password: string) {
  const query = new URLSearchParams({ username: email, password })
  const answer = await call(base, `/servicios/login?${query}`, { method: 'POST' })
  const body = answer.json() as { error: boolean; usuario?: { id: number } }
  const cookies = (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!)
  return { ok: body.error === false, id: body.usuario?.id ?? 0, cookie: cookies.join('; ') }
}

/** What must survive: a new player, the demo player's cards and pack, the prizes won. */
async function whatItHolds(base: string, player: { email: string; password: string }) {
  const newcomer = await login(base, player.email, player.password)
  const demo = await login(base, DEMO.email, DEMO.password)
  const get = async (pathname: string) =>
    (await call(base, `/servicios/${pathname}`, { headers: { cookie: demo.cookie } })).json().datos
  return {
    newcomer: { ok: newcomer.ok, id: newcomer.id },
    cards: await get(`rest/ticket/mis-cartones/${demo.id}`),
    packs: await get(`rest/packs/mis-packs/${demo.id}`),
    prizes: (await call(base, '/servicios/rest/ganadores')).json().datos,
  }
}

async function register(base: string) {
  const player = newPlayer()
  const registered = await call(base, '/servicios/rest/usuarios/agregar', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(player),
  })
  expect(registered.json().error).toBe(false)
  return { email: player.email, password: player.password }
}

function expectSomething(held: Awaited<ReturnType<typeof whatItHolds>>) {
  expect(held.newcomer.ok).toBe(true)
  expect(Array.isArray(held.cards) && held.cards.length).toBeGreaterThan(0)
  expect(Array.isArray(held.packs) && held.packs.length).toBeGreaterThan(0)
  expect(JSON.stringify(held.prizes).length).toBeGreaterThan(10)
}

function run(command: string, args: string[]) {
  const done = spawnSync(command, args, { encoding: 'utf8' })
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${done.stderr}`)
}

pglitePass('the embedded database (PGlite): backed up with the shortest stop', () => {
  const folders: string[] = []
  afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

  it('a tar of the stopped folder, restored elsewhere, holds everything', async () => {
    const original = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-backup-a-'))
    const restored = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-backup-b-'))
    const archive = path.join(os.tmpdir(), `loteria-backup-${process.pid}.tgz`)
    folders.push(original, restored, archive)
    const first = await startSite({ DATABASE_URL: '' }, original)
    const player = await register(first.base)
    const before = await whatItHolds(first.base, player)
    expectSomething(before)
    await stopServer(first.child)
    run('tar', ['-C', original, '-czf', archive, '.'])
    // The original is gone, as after a lost disk: only the archive is left.
    fs.rmSync(original, { recursive: true, force: true })
    run('tar', ['-xzf', archive, '-C', restored])
    const second = await startSite({ DATABASE_URL: '' }, restored)
    try {
      expect(await whatItHolds(second.base, player)).toEqual(before)
    } finally {
      await stopServer(second.child)
    }
  })
})

postgresPass('PostgreSQL: backed up with pg_dump while the site runs', () => {
  const databases: string[] = []
  const folders: string[] = []
  afterAll(async () => {
    for (const url of databases) await dropDatabase(serverUrl!, url)
    folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }))
  })

  it('a pg_dump restored into a new database holds everything', async () => {
    const bin = ensurePostgres()!
    const source = await createDatabase(serverUrl!, 'loteria_backup')
    const target = await createDatabase(serverUrl!, 'loteria_restore')
    databases.push(source, target)
    const dumpFile = path.join(os.tmpdir(), `loteria-backup-${process.pid}.dump`)
    const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-backup-pg-')))
    folders.push(dumpFile, ...dirs)
    const first = await startSite({ DATABASE_URL: source }, dirs[0]!)
    let before: Awaited<ReturnType<typeof whatItHolds>>
    let player: { email: string; password: string }
    try {
      player = await register(first.base)
      before = await whatItHolds(first.base, player)
      expectSomething(before)
      // While the site runs: pg_dump reads one consistent snapshot.
      run(path.join(bin, 'pg_dump'), ['--format=custom', `--file=${dumpFile}`, source])
    } finally {
      await stopServer(first.child)
    }
    run(path.join(bin, 'pg_restore'), ['--no-owner', `--dbname=${target}`, dumpFile])
    const second = await startSite({ DATABASE_URL: target }, dirs[1]!)
    try {
      expect(await whatItHolds(second.base, player)).toEqual(before)
    } finally {
      await stopServer(second.child)
    }
  })
})
