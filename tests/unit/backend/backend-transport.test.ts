/** @jest-environment node */
import http from 'node:http'
import net from 'node:net'
import v8 from 'node:v8'
import vm from 'node:vm'
import { BackendUnavailableError } from '@/lib/backend/errors'
import { buildRequest } from '@/lib/backend/request'
import { send } from '@/lib/backend/transport'

// The HTTP side of the transport, against real sockets: a backend that accepts and never says a
// word must cost a page BACKEND_TIMEOUT_MS and no more, and the call must reach the backend whole.

const TIMEOUT_MS = 300

function listen(server: net.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as net.AddressInfo).port}`),
    ),
  )
}

describe('backend transport over HTTP', () => {
  const realFetch = globalThis.fetch
  let server: net.Server
  const sockets: net.Socket[] = []

  beforeEach(() => {
    process.env.BACKEND_TIMEOUT_MS = String(TIMEOUT_MS)
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })

  afterEach(async () => {
    globalThis.fetch = realFetch
    delete process.env.BACKEND_URL
    delete process.env.BACKEND_TIMEOUT_MS
    jest.restoreAllMocks()
    for (const socket of sockets.splice(0)) socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  })

  async function silentBackend() {
    server = net.createServer((socket) => void sockets.push(socket))
    process.env.BACKEND_URL = await listen(server)
  }

  async function expectUnavailableAtTimeout() {
    const started = Date.now()
    await expect(send(buildRequest('/servicios/rest/sorteos/actual'))).rejects.toBeInstanceOf(
      BackendUnavailableError,
    )
    // Generous: a loaded CI machine adds a second; a lost timeout waits forever (the jest timeout).
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2500)
  }

  it('gives up at the timeout when the backend never answers', async () => {
    await silentBackend()
    await expectUnavailableAtTimeout()
  })

  it('gives up at the timeout even when fetch never honours its abort signal', async () => {
    await silentBackend()
    globalThis.fetch = () => new Promise<Response>(() => undefined)
    await expectUnavailableAtTimeout()
  })

  it('the timeout reaches the socket through a fetch that copies Request inputs, as Next does', async () => {
    await silentBackend()
    let underlying: Promise<string> | undefined
    // What Next's patched fetch (next/dist/server/lib/patch-fetch.js) does with a Request input:
    // merges init into a new Request, then copies that into another one for the real fetch. Each
    // copy follows the previous one's signal through a weak reference only.
    globalThis.fetch = (input, init) => {
      const call =
        input instanceof Request
          ? realFetch(copyRequest(new Request(input, init)))
          : realFetch(input, { ...init })
      underlying = call.then(
        () => 'answered',
        (error: Error) => error.name,
      )
      return call
    }
    const collectGarbage = exposedGc()
    const collector = setInterval(collectGarbage, 20)
    try {
      await expectUnavailableAtTimeout()
      const outcome = await Promise.race([
        underlying,
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), TIMEOUT_MS + 1000)),
      ])
      expect(outcome).toBe('TimeoutError')
    } finally {
      clearInterval(collector)
    }
  })

  it('sends the method, body, cookies and XSRF header, and reads the answer', async () => {
    const received: { method?: string; body: string; headers: http.IncomingHttpHeaders }[] = []
    server = http.createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        received.push({ method: request.method, body, headers: request.headers })
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ error: false, datos: 'ok' }))
      })
    })
    process.env.BACKEND_URL = await listen(server)

    const response = await send(
      buildRequest('/servicios/rest/contacto/enviar', {
        method: 'POST',
        body: { nombre: 'Ana' },
        credentials: { cookies: { SESION: 'abc', 'XSRF-TOKEN': 'tok' } },
      }),
    )

    await expect(response.json()).resolves.toEqual({ error: false, datos: 'ok' })
    expect(received).toEqual([
      {
        method: 'POST',
        body: JSON.stringify({ nombre: 'Ana' }),
        headers: expect.objectContaining({
          'content-type': 'application/json',
          cookie: expect.stringContaining('SESION=abc'),
          'x-xsrf-token': 'tok',
        }),
      },
    ])
  })
})

function copyRequest(request: Request): Request {
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
  })
}

/** V8's `gc()`, which jest does not expose: the weak references above only break when it runs. */
function exposedGc(): () => void {
  v8.setFlagsFromString('--expose-gc')
  return vm.runInNewContext('gc') as () => void
}
