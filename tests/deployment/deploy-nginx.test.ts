/**
 * deploy/nginx.conf, the README's one-host TLS proxy, as an operator installs it: the file is
 * included in nginx's http block (sites-enabled) with its ports, certificate and cache folder
 * changed for this machine (a self-signed certificate made here), in front of a site server of its
 * own started as docs/deploying.md says behind it (TRUSTED_PROXIES=127.0.0.1,::1).
 * Each change is checked to have happened, so a config that drifts from what this test expects
 * fails it rather than passing untested.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { ensureTool } from '../../scripts/lib/debian-tool.mjs'
import { newPlayer } from '../support/servers/backend-client'
import { call, freePort, startOwnServer, type OwnServer } from '../support/servers/own-server'
import { actionOf } from '../support/servers/site-actions'
import { makeSelfSignedCertificate } from '../support/servers/self-signed'

const nginx = ensureTool('nginx', 'nginx', 'the deploy/nginx.conf test')
const pglitePass = nginx && !process.env.CONTRACT_DATABASE_URL ? describe : describe.skip

function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const replaced = text.replace(from, to)
  if (replaced === text) throw new Error(`deploy/nginx.conf no longer has ${String(from)}`)
  return replaced
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined> }

/** A request over TLS to the self-signed proxy, as the site's host. */
function secureGet(port: number, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<Answer & { body: string }>((resolve, reject) => {
    const request = https.get(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        servername: 'www.example.py',
        headers: { host: 'www.example.py', ...headers },
        rejectUnauthorized: false,
        agent: false,
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        )
      },
    )
    request.on('error', reject)
  })
}

/** A POST over TLS to the self-signed proxy, addressed as a browser on `host` would. */
function securePost(
  port: number,
  pathname: string,
  headers: Record<string, string>,
  body: string,
): Promise<Answer & { body: string }> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        servername: 'www.example.py',
        headers,
        rejectUnauthorized: false,
        agent: false,
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

pglitePass('deploy/nginx.conf in front of the site', () => {
  let prefix: string
  let httpPort: number
  let httpsPort: number
  let server: OwnServer

  beforeAll(async () => {
    server = await startOwnServer({
      TRUSTED_PROXIES: '127.0.0.1,::1',
      OPERATOR_TOKEN: 'deploy-nginx-operator-token-0123456789abcdef',
    })
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-deploy-nginx-'))
    httpPort = await freePort()
    httpsPort = await freePort()
    const site = new URL(server.base)
    makeSelfSignedCertificate(prefix)
    let conf = fs.readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8')
    conf = replaceOnce(conf, 'server 127.0.0.1:3000;', `server 127.0.0.1:${site.port};`)
    conf = replaceOnce(conf, /^\s*listen \[::\]:80;\n/m, '')
    conf = replaceOnce(conf, /^\s*listen \[::\]:443 ssl http2;\n/m, '')
    conf = replaceOnce(conf, 'listen 80;', `listen 127.0.0.1:${httpPort};`)
    conf = replaceOnce(conf, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
    conf = replaceOnce(conf, 'set $https_port "";', `set $https_port ":${httpsPort}";`)
    conf = replaceOnce(conf, /\/etc\/letsencrypt\/live\/www\.example\.py\//g, `${prefix}/`)
    conf = replaceOnce(conf, '/var/lib/nginx/loteria-cache', path.join(prefix, 'cache'))
    fs.writeFileSync(path.join(prefix, 'loteria.conf'), conf)
    const tmp = path.join(prefix, 'tmp')
    fs.mkdirSync(tmp)
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
  include ${prefix}/loteria.conf;
}
`,
    )
    const started = spawnSync(nginx as string, ['-p', prefix, '-c', `${prefix}/nginx.conf`], {
      encoding: 'utf8',
    })
    if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`)
  }, 120_000)

  afterAll(async () => {
    spawnSync(nginx as string, ['-p', prefix, '-c', `${prefix}/nginx.conf`, '-s', 'stop'])
    fs.rmSync(prefix, { recursive: true, force: true })
    await server?.stop()
  })

  it('sends plain HTTP to HTTPS, path and query kept', async () => {
    // node:http, not fetch: fetch does not send a Host header of its own choosing.
    const answer = await new Promise<Answer>((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port: httpPort,
            path: '/resultados?pagina=2',
            headers: { host: 'www.example.py' },
            agent: false,
          },
          (response) => {
            response.resume()
            resolve({ status: response.statusCode ?? 0, headers: response.headers })
          },
        )
        .on('error', reject)
    })
    expect(answer.status).toBe(301)
    // The redirect went to 443 whatever port the HTTPS server listened on.
    expect(answer.headers.location).toBe(`https://www.example.py:${httpsPort}/resultados?pagina=2`)
  })

  it("gives each request nginx's own id, never the client's X-Request-Id", async () => {
    // The site trusts nginx's X-Request-Id (TRUSTED_PROXIES names it), and this file
    // sent none of its own, so a client's header reached the site through it and came back as the
    // request's id. Now each is nginx's $request_id (32 hex digits).
    // Uncached answers only: a cached one would carry the id of the request that filled it.
    for (const pathname of ['/api/salud/vivo', '/api/sesion']) {
      const answer = await secureGet(httpsPort, pathname, {
        'x-request-id': 'elegido-por-el-cliente',
      })
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/)
    }
  })

  it('logs a player in through a port other than 443: the forwarded host keeps the port', async () => {
    // X-Forwarded-Host was `$host`, without the port, so the site compared the form's
    // Origin (https://www.example.py:PORT) with www.example.py and answered "Origen no permitido.".
    expect(httpsPort).not.toBe(443)
    const player = newPlayer()
    const registered = await call(server.base, '/servicios/rest/usuarios/agregar', {
      method: 'POST',
      from: '127.0.0.71',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(player),
    })
    expect(registered.json().error).toBe(false)
    const { id, page } = actionOf('auth', 'loginAction')
    const host = `www.example.py:${httpsPort}`
    const answer = await securePost(
      httpsPort,
      page,
      {
        host,
        origin: `https://${host}`,
        accept: 'text/x-component',
        'content-type': 'text/plain;charset=UTF-8',
        'next-action': id,
        'sec-fetch-site': 'same-origin',
      },
      JSON.stringify([{ username: player.email, password: player.password }]),
    )
    expect(answer.body).not.toContain('Origen no permitido.')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatch(/"ok":true/)
    expect(String(answer.headers['set-cookie'])).toMatch(/\S+=\S+/)
  })

  it("serves the site over TLS with the site's security headers", async () => {
    const answer = await secureGet(httpsPort, '/home')
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('<html lang="es"')
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })

  it('keeps a public page two seconds, not the minute its s-maxage allows', async () => {
    // /ganadores sends s-maxage=60: kept that long, a new result would show a minute late.
    const first = await secureGet(httpsPort, '/ganadores')
    expect(first.headers['cache-control']).toMatch(/s-maxage=\d+/)
    expect((await secureGet(httpsPort, '/ganadores')).headers['x-cache-status']).toBe('HIT')
    // nginx counts validity in whole seconds and expires an entry only once the clock is past it:
    // "2s" lasts between 2 and 3 s.
    await new Promise((resolve) => setTimeout(resolve, 3500))
    const later = await secureGet(httpsPort, '/ganadores')
    expect(later.headers['x-cache-status']).not.toBe('HIT')
  })

  it("answers the live draw's snapshot from its cache for a logged-in player too", async () => {
    // The pollers that follow a live draw: a session cookie or a query string must not send each
    // of them to the site (the crowd beyond the processes' streams would reach the origin).
    const first = await secureGet(httpsPort, '/api/en-vivo', { cookie: 'loteria_sesion=x' })
    expect(first.status).toBe(200)
    expect(first.headers['set-cookie']).toBeUndefined()
    const again = await secureGet(httpsPort, '/api/en-vivo?t=1', { cookie: 'loteria_sesion=y' })
    expect(again.headers['x-cache-status']).toBe('HIT')
    expect(again.body).toBe(first.body)
    // Kept 1 s: between 1 and 2 s, as nginx counts whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    const later = await secureGet(httpsPort, '/api/en-vivo', { cookie: 'loteria_sesion=x' })
    expect(later.headers['x-cache-status']).not.toBe('HIT')
  })

  it('keeps public pages for a visitor without a session, whatever other cookies they send', async () => {
    // Any Cookie skipped the cache, so the cookie banner's answer or an analytics
    // cookie sent every visit of a returning reader to the site.
    const cookie =
      'cookiesAccepted=true; preferencia_cookies_analiticas=true; _ga=GA1.1.42.1700000000'
    const first = await secureGet(httpsPort, '/precios', { cookie })
    expect(first.status).toBe(200)
    const again = await secureGet(httpsPort, '/precios', { cookie: '_ga=GA1.1.7.1700000001' })
    expect(again.headers['x-cache-status']).toBe('HIT')
    expect(again.body).toBe(first.body)
    // The session cookie, among others, still skips it; the session hint alone is no session.
    const player = await secureGet(httpsPort, '/precios', { cookie: `${cookie}; loteria_sesion=x` })
    expect(player.headers['x-cache-status']).toBe('BYPASS')
    const hint = await secureGet(httpsPort, '/precios', { cookie: 'loteria_sesion_activa=1' })
    expect(hint.headers['x-cache-status']).toBe('HIT')
  })

  it('never keeps what depends on a session, and never answers health from its cache', async () => {
    const withCookie = await secureGet(httpsPort, '/home', { cookie: 'loteria_sesion=x' })
    expect(withCookie.headers['x-cache-status']).toBe('BYPASS')
    for (let i = 0; i < 2; i++) {
      const health = await secureGet(httpsPort, '/api/salud/vivo')
      expect(health.status).toBe(200)
      expect(health.headers['x-cache-status']).toBeUndefined()
    }
    // A private answer is fetched every time.
    for (let i = 0; i < 2; i++) {
      const session = await secureGet(httpsPort, '/api/sesion')
      expect(session.headers['x-cache-status']).not.toBe('HIT')
    }
  })
})
