/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  dropUntrustedForwarding,
  installClientAddressHook,
  parseTrustedProxies,
} from '@/lib/client-address.mjs'
import { installEarlyResponseHook } from '@/lib/early-response.mjs'

// With no trusted proxy, a script's own X-Forwarded-Host vouched for its own Origin in
// the same-origin checks. The hooks are installed as the preload installs them, no TRUSTED_PROXIES.

const seen: Record<string, string | string[] | undefined>[] = []
let server: http.Server
let port = 0

beforeAll(async () => {
  installClientAddressHook(http, {} as NodeJS.ProcessEnv)
  installEarlyResponseHook(http, {} as NodeJS.ProcessEnv)
  server = http.createServer((request, response) => {
    seen.push({ ...request.headers })
    response.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('forwarded headers from a client that is not a trusted proxy', () => {
  it('never reach the application', async () => {
    seen.length = 0
    const answer = await fetch(`http://127.0.0.1:${port}/api/sesion`, {
      headers: {
        'x-forwarded-host': 'otro.example',
        'x-forwarded-proto': 'https',
        forwarded: 'host=otro.example',
      },
    })
    expect(answer.status).toBe(200)
    expect(seen[0]?.['x-forwarded-host']).toBeUndefined()
    expect(seen[0]?.['x-forwarded-proto']).toBeUndefined()
    expect(seen[0]?.forwarded).toBeUndefined()
  })

  it('cannot make a foreign server action look same-origin', async () => {
    seen.length = 0
    const answer = await fetch(`http://127.0.0.1:${port}/login`, {
      method: 'POST',
      headers: {
        'next-action': 'abc123',
        origin: 'https://otro.example',
        'x-forwarded-host': 'otro.example',
      },
      body: '[]',
    })
    expect(answer.status).toBe(403)
    expect(seen).toHaveLength(0)
  })
})

describe('dropUntrustedForwarding', () => {
  const request = (remoteAddress: string) => ({
    socket: { remoteAddress },
    headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'www.example.py' } as Record<
      string,
      string | undefined
    >,
  })

  it('keeps what a trusted proxy wrote', () => {
    const fromNginx = request('::ffff:127.0.0.1')
    dropUntrustedForwarding(fromNginx, parseTrustedProxies('127.0.0.1,::1'))
    expect(fromNginx.headers['x-forwarded-host']).toBe('www.example.py')
    const behindOneHop = request('10.0.0.9')
    dropUntrustedForwarding(behindOneHop, parseTrustedProxies('1'))
    expect(behindOneHop.headers['x-forwarded-host']).toBe('www.example.py')
  })

  it('drops it from any other address', () => {
    const stranger = request('203.0.113.9')
    dropUntrustedForwarding(stranger, parseTrustedProxies('127.0.0.1,::1'))
    expect(stranger.headers['x-forwarded-host']).toBeUndefined()
  })
})
