/**
 * compose.yaml's nginx, as the official image runs it, with Debian's nginx (no Docker here): the
 * image ships /etc/nginx/conf.d/default.conf (a server answering every host with its welcome
 * page), turns each /etc/nginx/templates/NAME.template into /etc/nginx/conf.d/NAME, and includes
 * conf.d/*.conf in alphabetical order. The site's template must replace that default server, or
 * nginx never sends a request to the site. The upstream is the suite's server.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureTool } from '../../scripts/lib/debian-tool.mjs'
import { freePort } from '../support/servers/own-server'

// The nginx image's own default.conf (1.27-bookworm), trimmed to what decides the routing.
const IMAGE_DEFAULT_CONF = `server {
    listen LISTEN;
    server_name localhost;
    location / { return 200 "Welcome to nginx!"; }
}
`

/** Where compose mounts the site's template inside the nginx image. */
function templateTarget(): string {
  const compose = fs.readFileSync(path.join(process.cwd(), 'compose.yaml'), 'utf8')
  const mount = compose.match(/\.\/deploy\/nginx-cluster\.conf\.template:(\S+?)(?::ro)?\s*$/m)
  if (!mount?.[1]) throw new Error('compose.yaml mounts no deploy/nginx-cluster.conf.template')
  return mount[1]
}

const nginx = ensureTool('nginx', 'nginx', 'the compose nginx test')
const pglitePass = nginx && !process.env.CONTRACT_DATABASE_URL ? describe : describe.skip

pglitePass("compose's nginx in front of the site", () => {
  let prefix: string
  let base: string

  beforeAll(async () => {
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-nginx-'))
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    const listen = `127.0.0.1:${port}`
    const site = new URL(process.env.BACKEND_URL as string)
    const target = templateTarget()
    expect(target.startsWith('/etc/nginx/templates/') && target.endsWith('.template')).toBe(true)
    const confD = path.join(prefix, 'conf.d')
    fs.mkdirSync(path.join(prefix, 'cache'), { recursive: true })
    fs.mkdirSync(confD)
    fs.writeFileSync(path.join(confD, 'default.conf'), IMAGE_DEFAULT_CONF.replace('LISTEN', listen))
    // The image's envsubst step: only the variables compose sets are filled in.
    const values: Record<string, string> = {
      LOTERIA_UPSTREAMS: `server 127.0.0.1:${site.port} max_fails=1 fail_timeout=5s;`,
      LOTERIA_CACHE_DIR: path.join(prefix, 'cache'),
      LOTERIA_LISTEN: listen,
    }
    const template = fs.readFileSync(
      path.join(process.cwd(), 'deploy', 'nginx-cluster.conf.template'),
      'utf8',
    )
    const rendered = template.replace(
      /\$\{(LOTERIA_[A-Z_]+)\}/g,
      (_, name: string) => values[name] ?? '',
    )
    const output = path.basename(target).replace(/\.template$/, '')
    fs.writeFileSync(path.join(confD, output), rendered)
    const tmp = path.join(prefix, 'tmp')
    fs.writeFileSync(
      path.join(prefix, 'nginx.conf'),
      `${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events {}
http {
  access_log off;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  include ${confD}/*.conf;
}
`,
    )
    fs.mkdirSync(tmp)
    const started = spawnSync(nginx as string, ['-p', prefix, '-c', `${prefix}/nginx.conf`], {
      encoding: 'utf8',
    })
    if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`)
  })

  afterAll(() => {
    spawnSync(nginx as string, ['-p', prefix, '-c', `${prefix}/nginx.conf`, '-s', 'stop'])
    fs.rmSync(prefix, { recursive: true, force: true })
  })

  it('sends requests for any host to the site, not to the image default server', async () => {
    for (const host of ['localhost', 'www.example.py']) {
      const response = await fetch(`${base}/home`, { headers: { host } })
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('<html lang="es"')
    }
  })

  it("answers the live draw's snapshot from its cache whatever the cookie or query", async () => {
    const first = await fetch(`${base}/api/en-vivo`, { headers: { cookie: 'loteria_sesion=x' } })
    expect(first.status).toBe(200)
    expect(first.headers.get('set-cookie')).toBeNull()
    const body = await first.text()
    const again = await fetch(`${base}/api/en-vivo?t=2`, {
      headers: { cookie: 'loteria_sesion=y' },
    })
    expect(again.headers.get('x-cache-status')).toBe('HIT')
    expect(await again.text()).toBe(body)
  })

  it('never answers a health check from its cache', async () => {
    // Twice: a cached answer would say HIT the second time.
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${base}/api/salud/vivo`)
      expect(response.headers.get('x-cache-status')).toBeNull()
    }
  })
})
