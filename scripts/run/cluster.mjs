#!/usr/bin/env node
// `npm run cluster`: compose.yaml's topology from plain processes, for a machine without Docker:
// PostgreSQL and Redis (Debian's, installed when missing and root), two `next start` processes on
// the embedded backend sharing both, and nginx in front (deploy/nginx-cluster.conf.template) as the
// load balancer and shared cache. Everything runs in the background and keeps its files under
// .cluster/; `npm run cluster -- stop` stops all of it, `-- status` shows what runs. A supervisor
// (this script, `supervise`, in the background) starts the site processes and restarts one that
// dies, after 1 s, then 2, 4… up to 30 s while it keeps dying (.cluster/logs/supervisor.log).
//
// Ports (environment): CLUSTER_PORT (3500) is nginx, the site processes take the next ones
// (3501, 3502), PostgreSQL CLUSTER_PORT + 10; Redis CLUSTER_REDIS_PORT (6390). CLUSTER_SITES (2).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild, ROOT } from '../lib/build.mjs'
import { ensureTool } from '../lib/debian-tool.mjs'
import { ensurePostgres, startCluster, stopKeptCluster } from '../lib/postgres.mjs'
import { ensureRedis, startDetachedRedis } from '../lib/redis.mjs'
import { assertPortFree, localOperatorToken, spawnServer, waitForServer } from '../lib/server.mjs'
import { refuseUnsupportedNode } from '../lib/supported-node.mjs'

const DIR = path.join(ROOT, '.cluster')
const STATE = path.join(DIR, 'state.json')
const NGINX_DIR = path.join(DIR, 'nginx')
const TEMPLATE = path.join(ROOT, 'deploy', 'nginx-cluster.conf.template')
// This very file (scripts/cluster.mjs until the scripts moved into run/: the supervisor then never
// started).
const SELF = fileURLToPath(import.meta.url)

export function clusterPorts(env = process.env) {
  const base = Number(env.CLUSTER_PORT) || 3500
  const sites = Math.max(1, Number(env.CLUSTER_SITES) || 2)
  return {
    nginx: base,
    sites: Array.from({ length: sites }, (_, i) => base + 1 + i),
    postgres: base + 10,
    redis: Number(env.CLUSTER_REDIS_PORT) || 6390,
  }
}

function readState() {
  return fs.existsSync(STATE) ? JSON.parse(fs.readFileSync(STATE, 'utf8')) : undefined
}

/** Written whole through a rename: the soak reads it while the supervisor updates pids. */
function writeState(state) {
  const next = `${STATE}.${process.pid}`
  fs.writeFileSync(next, JSON.stringify(state, null, 2))
  fs.renameSync(next, STATE)
}

/** How long to wait before restart number `failures` in a row: 1, 2, 4, 8, 16, 30, 30… s. */
export function restartDelayMs(failures) {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1))
}

/** A process that ran this long before dying was healthy: its next restart is quick again. */
const HEALTHY_RUN_MS = 60_000

/**
 * `npm run cluster` starts this in the background: it owns the site processes, restarts one that
 * exits (crash, SIGKILL, a graceful stop nobody asked for) with backoff, and on SIGTERM stops them
 * all gracefully and exits.
 */
async function supervise() {
  const extra = JSON.parse(process.env.CLUSTER_SITE_ENV ?? '{}')
  const dataDir = process.env.CLUSTER_DATA_DIR
  const say = (msg, fields = {}) =>
    console.log(JSON.stringify({ time: new Date().toISOString(), msg, ...fields }))
  let stopping = false
  const children = new Map()

  const launch = (port, failures) => {
    const index = readState().sites.findIndex((site) => site.port === port)
    const log = fs.openSync(path.join(DIR, 'logs', `sitio-${index + 1}.log`), 'a')
    const child = spawnServer({ port, dataDir, extra, stdio: ['ignore', log, log] })
    fs.closeSync(log)
    const startedAt = Date.now()
    children.set(port, child)
    const state = readState()
    state.sites[index].pid = child.pid
    writeState(state)
    say('sitio iniciado', { port, pid: child.pid })
    child.once('exit', (code, signal) => {
      children.delete(port)
      if (stopping) return
      const inARow = Date.now() - startedAt >= HEALTHY_RUN_MS ? 1 : failures + 1
      const delay = restartDelayMs(inARow)
      const latest = readState()
      latest.sites[index].pid = undefined
      latest.sites[index].restarts = (latest.sites[index].restarts ?? 0) + 1
      writeState(latest)
      say('sitio terminado: se reinicia', { port, pid: child.pid, code, signal, delayMs: delay })
      setTimeout(() => {
        if (!stopping) launch(port, inARow)
      }, delay)
    })
  }

  // From here the supervisor is the state file's only writer.
  writeState({ ...readState(), supervisor: process.pid })
  for (const site of readState().sites) launch(site.port, 0)
  const stopAll = () => {
    if (stopping) return
    stopping = true
    say('supervisor: parada, se detienen los sitios')
    for (const child of children.values()) child.kill('SIGTERM')
    const deadline = setTimeout(() => {
      for (const child of children.values()) child.kill('SIGKILL')
    }, 20_000)
    const check = setInterval(() => {
      if (children.size > 0) return
      clearInterval(check)
      clearTimeout(deadline)
      process.exit(0)
    }, 100)
  }
  process.on('SIGTERM', stopAll)
  process.on('SIGINT', stopAll)
}

function alive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * The nginx.conf of the cluster: the repository's template inside a main context of its own, its
 * files under `dir` (.cluster/nginx; a test's own folder for tests/deployment/postgres).
 */
export function nginxConfig(ports, dir = NGINX_DIR) {
  const tmp = path.join(dir, 'tmp')
  for (const sub of ['cache', 'tmp']) fs.mkdirSync(path.join(dir, sub), { recursive: true })
  const values = {
    LOTERIA_UPSTREAMS: ports.sites
      .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
      .join(' '),
    LOTERIA_CACHE_DIR: path.join(dir, 'cache'),
    LOTERIA_LISTEN: `127.0.0.1:${ports.nginx}`,
  }
  const site = fs
    .readFileSync(TEMPLATE, 'utf8')
    .replace(/\$\{(LOTERIA_[A-Z_]+)\}/g, (_, name) => values[name])
  const asRoot = process.getuid?.() === 0
  return `# Written by scripts/run/cluster.mjs from deploy/nginx-cluster.conf.template: edit that one.
${asRoot ? 'user root;\n' : ''}worker_processes auto;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
${site}
}
`
}

function nginxArgs() {
  const conf = path.join(NGINX_DIR, 'nginx.conf')
  return ['-p', NGINX_DIR, '-e', path.join(NGINX_DIR, 'error.log'), '-c', conf]
}

async function start() {
  refuseUnsupportedNode()
  const running = readState()
  if (running?.supervisor && alive(running.supervisor)) {
    console.error('✗ The cluster is already running (npm run cluster -- stop first).')
    process.exit(1)
  }
  const ports = clusterPorts()
  const pgBin = ensurePostgres()
  const redisBin = ensureRedis('npm run cluster')
  const nginxBin = ensureTool('nginx', 'nginx', 'npm run cluster')
  if (!pgBin || !redisBin || !nginxBin) process.exit(1)
  for (const port of [ports.nginx, ...ports.sites, ports.postgres, ports.redis]) {
    await assertPortFree(port)
  }
  ensureBuild()
  fs.mkdirSync(path.join(DIR, 'logs'), { recursive: true })

  const postgres = await startCluster(pgBin, {
    root: path.join(DIR, 'postgres'),
    port: ports.postgres,
    keep: true,
    durable: true,
  })
  console.log(`✓ PostgreSQL  ${redactedUrl(postgres.url)}`)
  const redis = await startDetachedRedis(redisBin, ports.redis, path.join(DIR, 'redis'))
  console.log(`✓ Redis       ${redis.url}`)

  const dataDir = path.join(DIR, 'data')
  const siteUrl = `http://localhost:${ports.nginx}`
  const extra = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    BACKEND_URL: '',
    // nginx is the edge: the client's address is the one it writes (deploy/nginx-cluster…).
    TRUSTED_PROXIES: '127.0.0.1',
    SITE_URL: process.env.SITE_URL || siteUrl,
    OPERATOR_TOKEN: process.env.OPERATOR_TOKEN || localOperatorToken(dataDir),
  }
  const state = {
    ports,
    sites: ports.sites.map((port, i) => ({
      port,
      pid: undefined,
      restarts: 0,
      log: `.cluster/logs/sitio-${i + 1}.log`,
    })),
    postgres: postgres.url,
    redis: redis.url,
    nginx: siteUrl,
  }
  writeState(state)
  const supervisorLog = fs.openSync(path.join(DIR, 'logs', 'supervisor.log'), 'a')
  const { spawn } = await import('node:child_process')
  const supervisor = spawn(process.execPath, [SELF, 'supervise'], {
    cwd: ROOT,
    env: { ...process.env, CLUSTER_SITE_ENV: JSON.stringify(extra), CLUSTER_DATA_DIR: dataDir },
    stdio: ['ignore', supervisorLog, supervisorLog],
    detached: true,
  })
  supervisor.unref()
  console.log(`✓ supervisor  pid ${supervisor.pid} (.cluster/logs/supervisor.log)`)
  for (const site of state.sites) {
    await waitForServer(
      `http://127.0.0.1:${site.port}/servicios/rest/usuarios/hora-servidor`,
      120_000,
    )
    const pid = readState().sites.find((s) => s.port === site.port)?.pid
    console.log(`✓ sitio       http://127.0.0.1:${site.port} (pid ${pid}, ${site.log})`)
  }
  fs.writeFileSync(path.join(NGINX_DIR, 'nginx.conf'), nginxConfig(ports))
  const { spawnSync } = await import('node:child_process')
  const nginx = spawnSync(nginxBin, nginxArgs(), { stdio: 'inherit' })
  if (nginx.status !== 0) throw new Error('nginx did not start (.cluster/nginx/error.log)')
  console.log(`✓ nginx       ${siteUrl}  (load balancer and shared cache)`)
  console.log(`› operator token: .cluster/data/operator-token (OPERATOR_URL=${siteUrl})`)
  console.log('› npm run cluster -- stop   stops all of it')
}

async function stop() {
  const state = readState()
  const { spawnSync } = await import('node:child_process')
  const nginxBin = ensureTool('nginx', 'nginx', 'npm run cluster')
  if (nginxBin && fs.existsSync(path.join(NGINX_DIR, 'nginx.pid'))) {
    spawnSync(nginxBin, [...nginxArgs(), '-s', 'quit'], { stdio: 'inherit' })
    console.log('✓ nginx stopped')
  }
  // The supervisor stops its site processes gracefully (no restart) and exits.
  if (state?.supervisor && alive(state.supervisor)) {
    process.kill(state.supervisor, 'SIGTERM')
    const deadline = Date.now() + 25_000
    while (alive(state.supervisor) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200))
    console.log('✓ supervisor and site processes stopped')
  }
  for (const site of state?.sites ?? []) {
    if (!site.pid || !alive(site.pid)) continue
    process.kill(site.pid, 'SIGTERM')
    const deadline = Date.now() + 15_000
    while (alive(site.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
    if (alive(site.pid)) process.kill(site.pid, 'SIGKILL')
    console.log(`✓ sitio on port ${site.port} stopped`)
  }
  const redisPid = path.join(DIR, 'redis', 'redis.pid')
  if (fs.existsSync(redisPid)) {
    const pid = Number(fs.readFileSync(redisPid, 'utf8'))
    if (alive(pid)) process.kill(pid, 'SIGTERM')
    console.log('✓ Redis stopped')
  }
  const pgBin = ensurePostgres()
  if (pgBin && stopKeptCluster(pgBin, path.join(DIR, 'postgres')))
    console.log('✓ PostgreSQL stopped')
  fs.rmSync(STATE, { force: true })
}

/** A connection URL without its password: status lines end up in terminals and tickets. */
export function redactedUrl(url) {
  return String(url).replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:…@')
}

/** What `npm run cluster -- status` prints for a state (`isAlive`: whether a pid runs). */
export function statusLines(state, isAlive = alive) {
  const lines = [
    `nginx ${state.nginx}, PostgreSQL ${redactedUrl(state.postgres)}, Redis ${redactedUrl(state.redis)}`,
  ]
  const supervisor = state.supervisor && isAlive(state.supervisor)
  lines.push(`supervisor pid ${state.supervisor} ${supervisor ? 'running' : 'DOWN'}`)
  for (const site of state.sites) {
    const up = site.pid && isAlive(site.pid)
    lines.push(
      `sitio :${site.port} pid ${site.pid ?? '-'} ${up ? 'running' : 'DOWN'}, ${site.restarts ?? 0} restart(s)`,
    )
  }
  return lines
}

function status() {
  const state = readState()
  if (!state) return console.log('The cluster is not running.')
  for (const line of statusLines(state)) console.log(line)
}

async function main(command) {
  if (command === 'start') await start()
  else if (command === 'stop') await stop()
  else if (command === 'status') status()
  else if (command === 'supervise') await supervise()
  else {
    console.error('Usage: npm run cluster [-- start | stop | status]')
    process.exit(2)
  }
}

// No top-level await: tests/deployment/postgres imports `nginxConfig` from here.
if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv[2] ?? 'start').catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
