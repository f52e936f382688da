// A throwaway PostgreSQL cluster for the tests: finds the server binaries (as root on Debian,
// installs the `postgresql` package), starts a cluster in a temporary folder on a free localhost
// port with trust authentication, and removes it when stopped (or when this process exits).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

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
    console.error('✗ PostgreSQL refuses to run as root and there is no `postgres` user.')
    return undefined
  }
  if (bin) return bin
  console.error(
    '\n✗✗ SKIPPED: the PostgreSQL tests (no initdb/pg_ctl/postgres found). Install the server:\n' +
      '    sudo apt-get install postgresql      (Debian/Ubuntu; or set PG_BIN to its bin folder)\n',
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

/**
 * Starts a cluster and returns `{ url, stop }`; `url` names the `postgres` database as superuser
 * `postgres`. Durability is off (fsync, full page writes): the cluster lives for one test run.
 * `npm run cluster` keeps its own: `root` (kept, initialised once), `port`, and `keep` (no
 * removal at exit; `stop` stops the server and leaves the data).
 */
export async function startCluster(bin, { root: keptRoot, port: wantedPort, keep = false } = {}) {
  const root = keptRoot ?? fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-postgres-'))
  fs.mkdirSync(root, { recursive: true })
  const user = isRoot ? postgresUser() : undefined
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
      run(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'])
    }
    const options = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${root}`,
      '-c fsync=off',
      '-c full_page_writes=off',
      '-c synchronous_commit=off',
    ].join(' ')
    const log = path.join(root, 'server.log')
    run(bin, 'pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start'])
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
