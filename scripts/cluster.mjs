#!/usr/bin/env node
// `npm run cluster`: compose.yaml's topology from plain processes, for a machine without Docker:
// PostgreSQL and Redis (Debian's, installed when missing and root), two `next start` processes on
// the embedded backend sharing both, and nginx in front (deploy/nginx-cluster.conf.template) as the
// load balancer and shared cache. Everything runs in the background and keeps its files under
// .cluster/; `npm run cluster -- stop` stops all of it, `-- status` shows what runs.
//
// Ports (environment): CLUSTER_PORT (3500) is nginx, the site processes take the next ones
// (3501, 3502), PostgreSQL CLUSTER_PORT + 10; Redis CLUSTER_REDIS_PORT (6390). CLUSTER_SITES (2).
import fs from 'node:fs'
import path from 'node:path'
import { ensureBuild, ROOT } from './lib/build.mjs'
import { ensureTool } from './lib/debian-tool.mjs'
import { ensurePostgres, startCluster, stopKeptCluster } from './lib/postgres.mjs'
import { ensureRedis, startDetachedRedis } from './lib/redis.mjs'
import { assertPortFree, localOperatorToken, spawnServer, waitForServer } from './lib/server.mjs'

const DIR = path.join(ROOT, '.cluster')
const STATE = path.join(DIR, 'state.json')
const NGINX_DIR = path.join(DIR, 'nginx')
const TEMPLATE = path.join(ROOT, 'deploy', 'nginx-cluster.conf.template')

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

function alive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The nginx.conf of the cluster: the repository's template inside a main context of its own. */
function nginxConfig(ports) {
  const tmp = path.join(NGINX_DIR, 'tmp')
  for (const dir of ['cache', 'tmp']) fs.mkdirSync(path.join(NGINX_DIR, dir), { recursive: true })
  const values = {
    LOTERIA_UPSTREAMS: ports.sites
      .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
      .join(' '),
    LOTERIA_CACHE_DIR: path.join(NGINX_DIR, 'cache'),
    LOTERIA_LISTEN: `127.0.0.1:${ports.nginx}`,
  }
  const site = fs
    .readFileSync(TEMPLATE, 'utf8')
    .replace(/\$\{(LOTERIA_[A-Z_]+)\}/g, (_, name) => values[name])
  const asRoot = process.getuid?.() === 0
  return `# Written by scripts/cluster.mjs from deploy/nginx-cluster.conf.template: edit that one.
${asRoot ? 'user root;\n' : ''}worker_processes auto;
pid ${path.join(NGINX_DIR, 'nginx.pid')};
error_log ${path.join(NGINX_DIR, 'error.log')} warn;
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
  const running = readState()
  if (running?.sites?.some((site) => alive(site.pid))) {
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
  console.log(`✓ PostgreSQL  ${postgres.url.replace(/:[^:@/]+@/, ':…@')}`)
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
  const sites = ports.sites.map((port, i) => {
    const log = fs.openSync(path.join(DIR, 'logs', `sitio-${i + 1}.log`), 'a')
    const child = spawnServer({ port, dataDir, extra, stdio: ['ignore', log, log], detached: true })
    child.unref()
    return { port, pid: child.pid, log: `.cluster/logs/sitio-${i + 1}.log` }
  })
  const state = { ports, sites, postgres: postgres.url, redis: redis.url, nginx: siteUrl }
  fs.writeFileSync(STATE, JSON.stringify(state, null, 2))
  for (const site of sites) {
    await waitForServer(
      `http://127.0.0.1:${site.port}/servicios/rest/usuarios/hora-servidor`,
      120_000,
    )
    console.log(`✓ sitio       http://127.0.0.1:${site.port} (pid ${site.pid}, ${site.log})`)
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
  for (const site of state?.sites ?? []) {
    if (!alive(site.pid)) continue
    // The whole process group: `next start` and anything it started.
    process.kill(-site.pid, 'SIGTERM')
    const deadline = Date.now() + 15_000
    while (alive(site.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
    if (alive(site.pid)) process.kill(-site.pid, 'SIGKILL')
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

function status() {
  const state = readState()
  if (!state) return console.log('The cluster is not running.')
  console.log(`nginx ${state.nginx}, PostgreSQL ${state.postgres}, Redis ${state.redis}`)
  for (const site of state.sites) {
    console.log(`sitio :${site.port} pid ${site.pid} ${alive(site.pid) ? 'running' : 'DOWN'}`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2] ?? 'start'
  if (command === 'start') await start()
  else if (command === 'stop') await stop()
  else if (command === 'status') status()
  else {
    console.error('Usage: npm run cluster [-- start | stop | status]')
    process.exit(2)
  }
}
