/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { installPageMethodGuard } from '@/lib/page-methods.mjs'

// The pages' 405 on a plain http.Server subclass (the real hook patches http.Server, which would
// reach every other server of this jest worker), in front of a handler that counts what reaches it.

class GuardedServer extends http.Server {}
installPageMethodGuard({ Server: GuardedServer } as unknown as typeof http)

let reached = 0
let base = ''
const server = new GuardedServer((request, response) => {
  reached += 1
  response.end(`${request.method} ${request.url}`)
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  reached = 0
})

describe("a public page's methods", () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])(
    'answers %s without a server action 405, before the page is rendered',
    async (method) => {
      const response = await fetch(`${base}/sorteo-en-vivo?x=1`, { method, body: 'x' })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).toBe('Método no permitido.')
      expect(reached).toBe(0)
    },
  )

  it('lets GET, HEAD and server actions through to the page', async () => {
    expect((await fetch(`${base}/resultados/1287`)).status).toBe(200)
    expect((await fetch(`${base}/resultados/1287`, { method: 'HEAD' })).status).toBe(200)
    const action = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'next-action': '7f3a', 'content-type': 'text/plain;charset=UTF-8' },
      body: '[]',
    })
    expect(await action.text()).toBe('POST /login')
    const form = new FormData()
    form.set('$ACTION_ID_7f3a', '')
    expect((await fetch(`${base}/contacto`, { method: 'POST', body: form })).status).toBe(200)
    expect(reached).toBe(4)
  })

  it('leaves route handlers their own methods', async () => {
    expect(await (await fetch(`${base}/api/cookies`, { method: 'POST', body: 'x' })).text()).toBe(
      'POST /api/cookies',
    )
    expect(reached).toBe(1)
  })
})
