/** @jest-environment node */
import http from 'node:http'
import {
  CLIENT_ADDRESS_HEADER,
  installClientAddressHook,
  parseTrustedProxies,
  resolveClientAddress,
} from '@/lib/client-address.mjs'

describe('resolveClientAddress', () => {
  it('takes the socket and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(resolveClientAddress('::ffff:203.0.113.9', '198.51.100.1', undefined)).toBe(
      '203.0.113.9',
    )
  })

  it('behind one trusted hop takes what the proxy appended, not what the client wrote', () => {
    const one = parseTrustedProxies('1')
    expect(resolveClientAddress('127.0.0.1', '203.0.113.7', one)).toBe('203.0.113.7')
    // The client sent its own header; nginx appended the real address on the right.
    expect(resolveClientAddress('127.0.0.1', '1.2.3.4, 203.0.113.7', one)).toBe('203.0.113.7')
    // No header at all (a request straight at the port): the socket is all there is.
    expect(resolveClientAddress('127.0.0.1', undefined, one)).toBe('127.0.0.1')
  })

  it('with a list of proxy addresses walks right to left past them', () => {
    const list = parseTrustedProxies('127.0.0.1, 10.0.0.2')
    expect(resolveClientAddress('127.0.0.1', '1.2.3.4, 203.0.113.7, 10.0.0.2', list)).toBe(
      '203.0.113.7',
    )
    // A request from an address that is not a proxy: its header does not count.
    expect(resolveClientAddress('198.51.100.5', '1.2.3.4', list)).toBe('198.51.100.5')
  })

  it('reads 0 or nothing as no proxy', () => {
    expect(parseTrustedProxies('')).toBeUndefined()
    expect(parseTrustedProxies('0')).toBeUndefined()
    expect(parseTrustedProxies(undefined)).toBeUndefined()
  })
})

describe('installClientAddressHook', () => {
  it("writes the socket's address over whatever the client sent", async () => {
    installClientAddressHook(http, {} as NodeJS.ProcessEnv)
    const server = http.createServer((request, response) => {
      response.end(String(request.headers[CLIENT_ADDRESS_HEADER]))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    const answer = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { 'x-forwarded-for': '6.6.6.6', [CLIENT_ADDRESS_HEADER]: '7.7.7.7' },
    })
    await expect(answer.text()).resolves.toBe('127.0.0.1')
    await new Promise((resolve) => server.close(resolve))
  })
})

describe('malformed paths', () => {
  it('are answered 400 before the application sees them', async () => {
    installClientAddressHook(http, {} as NodeJS.ProcessEnv)
    let reached = 0
    const server = http.createServer((_request, response) => {
      reached += 1
      response.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    const get = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path }, (response) => {
            let body = ''
            response.on('data', (chunk: Buffer) => (body += chunk.toString()))
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
          })
          .on('error', reject)
      })
    await expect(get('/servicios/rest/ciudades/%E0%A4%A')).resolves.toEqual({
      status: 400,
      body: JSON.stringify({ error: true, mensaje: 'Solicitud mal formada' }),
    })
    expect((await get('/resultados/%')).status).toBe(400)
    expect(reached).toBe(0)
    expect((await get('/resultados/%C3%B1?q=%')).status).toBe(200)
    await new Promise((resolve) => server.close(resolve))
  })
})
