// The benchmark's baseline: the same HTML files served by nginx (one worker, like one Next
// process) when it is installed, else by scripts/lib/static-server.mjs. Files are named as
// static-server.mjs expects: `/resultados/1287` → `resultados_1287.html`.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './build.mjs'
import { ensureTool } from './debian-tool.mjs'

/** The file name a page is saved under. */
export function htmlFileName(page) {
  return `${page.replace(/^\/+/, '').replace(/\//g, '_') || 'index'}.html`
}

function nginxConfig(dir, port) {
  const temp = path.join(dir, 'temp')
  fs.mkdirSync(temp, { recursive: true })
  return `worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')};
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp};
  proxy_temp_path ${temp};
  fastcgi_temp_path ${temp};
  uwsgi_temp_path ${temp};
  scgi_temp_path ${temp};
  server {
    listen 127.0.0.1:${port};
    root ${path.join(dir, 'html')};
    location / {
      default_type 'text/html; charset=utf-8';
      rewrite ^/(.+)/(.+)$ /$1_$2 last;
      try_files $uri.html =404;
    }
  }
}
`
}

/**
 * Starts a static server of `dir`/html on `port`; resolves to { name, child }. nginx when found
 * (installed as root on Debian, like the other tools), else the Node static server.
 */
export function startStaticBaseline(dir, port) {
  // nginx started as root serves through workers of another user (nobody, www-data): a folder
  // from mkdtemp (0700) is closed to them, and every page was a 153-byte 404 that the benchmark
  // took for the page (its ratios were against that until 2026-11-29).
  for (const folder of [dir, path.join(dir, 'html')]) fs.chmodSync(folder, 0o755)
  for (const file of fs.readdirSync(path.join(dir, 'html')))
    fs.chmodSync(path.join(dir, 'html', file), 0o644)
  const nginx =
    process.env.BENCH_STATIC === 'node'
      ? undefined
      : ensureTool('nginx', 'nginx', 'the benchmark baseline')
  if (nginx) {
    const config = path.join(dir, 'nginx.conf')
    fs.writeFileSync(config, nginxConfig(dir, port))
    const test = spawnSync(nginx, ['-t', '-q', '-c', config], { stdio: 'inherit' })
    if (test.status === 0) {
      const child = spawn(nginx, ['-c', config], { stdio: 'ignore' })
      return { name: 'nginx', child }
    }
  }
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts/lib/static-server.mjs'), path.join(dir, 'html'), String(port)],
    { stdio: 'ignore' },
  )
  return { name: 'node static server', child }
}
