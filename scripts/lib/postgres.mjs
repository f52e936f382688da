// PostgreSQL clusters from Debian's binaries (as root, installs the `postgresql` package when
// missing). Two kinds: the tests' throwaway one (a temporary folder, a free localhost port, trust
// authentication as superuser, durability off on purpose: it lives for one test run and is removed
// when stopped or when this process exits), and `npm run cluster`'s kept one (`durable`: fsync on,
// passwords over TCP, the site as role `loteria`, not a superuser).
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { missingTool } from './debian-tool.mjs'

const TOOLS = ['initdb', 'pg_ctl', 'postgres']
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

/** Debian keeps the server binaries off PATH, under /usr/lib/postgresql/<version>/bin. */
function findBinDir() {
  const candidates = []
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN)
  const debian = '/usr/lib/postgresql'
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a))
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')))
  }
  candidates.push(...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean))
  return candidates.find((dir) => TOOLS.every((tool) => fs.existsSync(path.join(dir, tool))))
}

function aptInstall() {
  console.log('› installing Debian postgresql for the PostgreSQL tests…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  if (update.status !== 0) return
  spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env })
}

/** The folder of initdb/pg_ctl/postgres, or undefined after saying loudly what is missing. */
export function ensurePostgres() {
  let bin = findBinDir()
  if (!bin && isRoot && fs.existsSync('/usr/bin/apt-get')) {
    aptInstall()
    bin = findBinDir()
  }
  if (bin && isRoot && !postgresUser()) {
    missingTool(
      'the PostgreSQL tests: PostgreSQL refuses to run as root and there is no `postgres` user',
      'sudo apt-get install postgresql      (it creates that user)',
    )
    return undefined
  }
  if (bin) return bin
  missingTool(
    'the PostgreSQL tests: no initdb/pg_ctl/postgres found',
    'sudo apt-get install postgresql      (Debian/Ubuntu; or set PG_BIN to its bin folder)',
  )
  return undefined
}

function postgresUser() {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
  if (result.status !== 0) return undefined
  const uid = Number(result.stdout.trim())
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim())
  return { uid, gid }
}

/** PostgreSQL will not run as root: as root, every server command runs as `postgres`. */
function run(bin, tool, args, { check = true } = {}) {
  const command = path.join(bin, tool)
  const [file, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args]
  const result = spawnSync(file, argv, { encoding: 'utf8', cwd: os.tmpdir() })
  if (check && result.status !== 0) {
    throw new Error(`${tool} failed (${result.status}):\n${result.stdout}${result.stderr}`)
  }
  return result
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** A password kept in the cluster's folder, readable by this user only (made once). */
function keptPassword(root, name) {
  const file = path.join(root, name)
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, crypto.randomBytes(24).toString('hex'), { mode: 0o600 })
  }
  return fs.readFileSync(file, 'utf8').trim()
}

/**
 * The site's role and database on a durable cluster: `loteria`, owner of database `loteria` (so it
 * migrates its own tables) and nothing more. Run on every start: an older cluster gains them too.
 */
function ensureSiteRole(bin, root, port, password) {
  const psql = (sql) =>
    run(bin, 'psql', [
      '-h',
      root,
      '-p',
      String(port),
      '-U',
      'postgres',
      '-d',
      'postgres',
      '-At',
      '-c',
      sql,
    ])
  const role = psql("SELECT 1 FROM pg_roles WHERE rolname = 'loteria'").stdout.trim()
  psql(
    `${role ? 'ALTER' : 'CREATE'} ROLE loteria LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD '${password}'`,
  )
  if (!psql("SELECT 1 FROM pg_database WHERE datname = 'loteria'").stdout.trim()) {
    psql('CREATE DATABASE loteria OWNER loteria')
  }
}

/**
 * Starts a cluster and returns `{ url, stop }`. Throwaway (the tests): `url` names the `postgres`
 * database as superuser `postgres`, with trust authentication and durability off (fsync, full page
 * writes: a crash loses the run, which is thrown away anyway). `durable` (`npm run cluster`):
 * fsync on, scram-sha-256 passwords over TCP (trust only on the Unix socket in the cluster's own
 * folder), and `url` names database `loteria` as the non-superuser role `loteria`, its password in
 * `<root>/loteria-password`. `root` (kept, initialised once), `port`, `keep` (no removal at exit;
 * `stop` stops the server and leaves the data).
 */
export async function startCluster(
  bin,
  { root: keptRoot, port: wantedPort, keep = false, durable = false } = {},
) {
  const root = keptRoot ?? fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-postgres-'))
  fs.mkdirSync(root, { recursive: true })
  const user = isRoot ? postgresUser() : undefined
  // The Unix socket lives here: only the cluster's owner may reach it.
  fs.chmodSync(root, 0o700)
  if (user) fs.chownSync(root, user.uid, user.gid)
  const data = path.join(root, 'data')
  const port = wantedPort ?? (await freePort())
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    run(bin, 'pg_ctl', ['-D', data, '-m', keep ? 'fast' : 'immediate', '-w', 'stop'], {
      check: false,
    })
    if (!keep) fs.rmSync(root, { recursive: true, force: true })
  }
  // spawnSync works inside an exit handler: a failing step that exits still removes the cluster.
  if (!keep) process.once('exit', stop)
  try {
    if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
      const auth = durable
        ? ['--auth-local=trust', '--auth-host=scram-sha-256']
        : ['-A', 'trust', '--no-sync']
      run(bin, 'initdb', ['-D', data, '-U', 'postgres', ...auth, '-E', 'UTF8'])
    }
    const options = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${root}`,
      // Test-only: a throwaway cluster trades durability for speed.
      ...(durable ? [] : ['-c fsync=off', '-c full_page_writes=off', '-c synchronous_commit=off']),
    ].join(' ')
    const log = path.join(root, 'server.log')
    run(bin, 'pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start'])
    if (durable) {
      const password = keptPassword(root, 'loteria-password')
      if (user) fs.chownSync(path.join(root, 'loteria-password'), user.uid, user.gid)
      ensureSiteRole(bin, root, port, password)
      return { url: `postgres://loteria:${password}@127.0.0.1:${port}/loteria`, stop }
    }
  } catch (error) {
    stop()
    throw error
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop }
}

/** Stops a kept cluster started by an earlier process (`npm run cluster -- stop`). */
export function stopKeptCluster(bin, root) {
  const data = path.join(root, 'data')
  if (!fs.existsSync(path.join(data, 'postmaster.pid'))) return false
  run(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'], { check: false })
  return true
}
