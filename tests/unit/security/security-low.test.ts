/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expiredCookies, isKnownPushService } from '@loteria/reference-backend/testing'
import { fillSecurityHeaders, isForeignAction } from '@/lib/early-response.mjs'
import { actionBodyDecodes } from '@/lib/action-body'
import { isPushEndpoint } from '@loteria/contract'
import { isSameOriginNavigation, isSameOriginRequest } from '@/lib/same-origin'
import { securityHeaders } from '@/lib/security-headers.mjs'

// Issue 23 (docs/history.md), the low findings whose rule is pure;
// tests/deployment/security-low.test.ts checks the same over HTTP on a production server.

const HOST = 'sorteos.example.com.py'
const headers = (values: Record<string, string>) => new Headers({ host: HOST, ...values })

describe('requests from the site itself', () => {
  it('a POST needs an Origin naming this host and, when sent, Sec-Fetch-Site same-origin', () => {
    expect(isSameOriginRequest(headers({ origin: `https://${HOST}` }))).toBe(true)
    expect(isSameOriginRequest(headers({ 'sec-fetch-site': 'same-origin' }))).toBe(true)
    for (const refused of <Record<string, string>[]>[
      { origin: 'https://otro.example' },
      { origin: 'null' },
      { origin: `https://${HOST}`, 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ]) {
      expect([refused, isSameOriginRequest(headers(refused))]).toEqual([refused, false])
    }
  })

  it('a navigation counts only when it started on one of the site’s pages', () => {
    expect(isSameOriginNavigation(headers({ 'sec-fetch-site': 'same-origin' }))).toBe(true)
    expect(isSameOriginNavigation(headers({ referer: `https://${HOST}/mi-cuenta` }))).toBe(true)
    for (const refused of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      // Sec-Fetch-Site wins over a Referer a script could not forge anyway.
      { 'sec-fetch-site': 'cross-site', referer: `https://${HOST}/` },
      { referer: 'https://otro.example/' },
      {},
    ]) {
      expect([refused, isSameOriginNavigation(headers(refused))]).toEqual([refused, false])
    }
  })
})

describe('server actions before Next sees them', () => {
  const action = (extra: Record<string, string>, url = '/login') => ({
    method: 'POST',
    url,
    headers: { host: HOST, 'next-action': 'abc123', ...extra },
  })

  it('a foreign, `null` or malformed Origin is refused', () => {
    expect(isForeignAction(action({ origin: 'https://otro.example' }))).toBe(true)
    expect(isForeignAction(action({ origin: 'null' }))).toBe(true)
    expect(isForeignAction(action({ origin: 'no es un origen' }))).toBe(true)
    // Behind a proxy, the host the browser addressed is X-Forwarded-Host (as Next compares).
    expect(
      isForeignAction(
        action({ origin: `https://${HOST}`, host: '127.0.0.1:3000', 'x-forwarded-host': HOST }),
      ),
    ).toBe(false)
    const form = {
      method: 'POST',
      url: '/login',
      headers: { host: HOST, origin: 'null', 'content-type': 'multipart/form-data; boundary=x' },
    }
    expect(isForeignAction(form)).toBe(true)
  })

  it('leaves alone the site’s own actions, other requests and the route handlers', () => {
    expect(isForeignAction(action({ origin: `https://${HOST}` }))).toBe(false)
    expect(isForeignAction(action({}))).toBe(false)
    expect(isForeignAction(action({ origin: 'https://otro.example' }, '/api/sesion'))).toBe(false)
    expect(
      isForeignAction({ method: 'GET', url: '/', headers: { host: HOST, origin: 'null' } }),
    ).toBe(false)
    // A urlencoded POST is no action for Next (a provider posting back renders the page).
    expect(
      isForeignAction({
        method: 'POST',
        url: '/comprar-carton/resultado',
        headers: {
          host: HOST,
          origin: 'https://pagos.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
      }),
    ).toBe(false)
  })

  it('a body that does not decode is told apart', async () => {
    const post = (contentType: string, body: string) =>
      new Request(`https://${HOST}/login`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      })
    expect(await actionBodyDecodes(post('text/plain;charset=UTF-8', '["$K1"]'))).toBe(true)
    expect(await actionBodyDecodes(post('text/plain;charset=UTF-8', '{"no termina'))).toBe(false)
    const form = new FormData()
    form.set('1_email', 'jugador@demo.com.py')
    expect(
      await actionBodyDecodes(new Request(`https://${HOST}/login`, { method: 'POST', body: form })),
    ).toBe(true)
    expect(await actionBodyDecodes(post('multipart/form-data; boundary=x', 'nada'))).toBe(false)
  })
})

describe('security headers on answers Next writes itself', () => {
  const rules = securityHeaders({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)

  async function answer(write: (response: http.ServerResponse) => void) {
    const server = http.createServer((_request, response) => {
      fillSecurityHeaders(response, rules)
      write(response)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      return await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' })
    } finally {
      server.close()
    }
  }

  it('fills in what a redirect lacks, and keeps what an answer set itself', async () => {
    const redirect = await answer((response) => {
      response.statusCode = 308
      response.setHeader('location', '/home')
      response.end()
    })
    expect(redirect.headers.get('strict-transport-security')).toContain('max-age=')
    expect(redirect.headers.get('x-frame-options')).toBe('DENY')
    expect(redirect.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")

    const own = await answer((response) => {
      response.writeHead(200, { 'Referrer-Policy': 'no-referrer', 'content-type': 'text/plain' })
      response.end('ok')
    })
    expect(own.headers.get('referrer-policy')).toBe('no-referrer')
    expect(own.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('cookie deletions', () => {
  const original = { ...process.env }
  afterEach(() => {
    process.env = { ...original }
  })

  it('the backend’s SESION and XSRF-TOKEN are deleted Secure in production, like they were set', () => {
    process.env = { ...original, NODE_ENV: 'production' }
    delete process.env.INSECURE_COOKIES
    const [session, xsrf] = expiredCookies()
    expect(session).toMatch(/^SESION=; HttpOnly; Path=\/; SameSite=Lax.*; Secure/)
    expect(xsrf).toMatch(/^XSRF-TOKEN=; Path=\/; SameSite=Lax.*; Secure/)
    process.env.INSECURE_COOKIES = 'true'
    for (const cookie of expiredCookies()) expect(cookie).not.toContain('Secure')
  })
})

describe('push endpoints', () => {
  it('only on port 443', () => {
    expect(isPushEndpoint('https://fcm.googleapis.com:443/fcm/send/x')).toBe(true)
    expect(isPushEndpoint('https://fcm.googleapis.com:8443/fcm/send/x')).toBe(false)
    expect(isPushEndpoint('https://fcm.googleapis.com:80/fcm/send/x')).toBe(false)
    expect(isKnownPushService('https://fcm.googleapis.com/fcm/send/x')).toBe(true)
    expect(isKnownPushService('https://fcm.googleapis.com:8443/fcm/send/x')).toBe(false)
    expect(isKnownPushService('https://web.push.apple.com:444/x')).toBe(false)
  })
})
