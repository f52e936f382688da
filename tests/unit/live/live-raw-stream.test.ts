/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Viewer } from '@/lib/live/hub'
import { installRawLiveStream } from '@/lib/live/raw-stream-hook.mjs'
import { LIVE_DOOR, publishLiveDoor } from '@/lib/live/viewer-door'

// The live stream written straight to the socket, with the route handler's own rules
// (lib/live/viewer-door.ts), on a plain http.Server subclass. The hub is a stand-in that records
// its viewers: what reaches the backend is the contract tests' business.

const viewers = new Set<Viewer>()
const detached: Viewer[] = []
jest.mock('@/lib/live/hub', () => ({
  liveHub: () => ({
    add(viewer: Viewer) {
      viewers.add(viewer)
      return () => {
        viewers.delete(viewer)
        detached.push(viewer)
      }
    },
  }),
}))

class StreamingServer extends http.Server {}
installRawLiveStream({ Server: StreamingServer } as unknown as typeof http)

let nextReached = 0
const server = new StreamingServer((_request, response) => {
  nextReached += 1
  response.end('next')
})
let port = 0

beforeAll(async () => {
  process.env.LIMIT_LIVE_VIEWERS_PER_ADDRESS = '2'
  publishLiveDoor()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  delete process.env.LIMIT_LIVE_VIEWERS_PER_ADDRESS
  delete (globalThis as Record<symbol, unknown>)[LIVE_DOOR]
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

type Stream = {
  status: number
  headers: http.IncomingHttpHeaders
  text: () => string
  ended: Promise<void>
  close: () => void
}

function open(path: string, headers: Record<string, string> = {}) {
  return new Promise<Stream>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, headers, agent: false },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        const ended = new Promise<void>((done) => response.on('close', () => done()))
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: () => body,
          ended,
          close: () => request.destroy(),
        })
      },
    )
    request.on('error', reject)
  })
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
  expect(check()).toBe(true)
}

it('streams the hub’s events from the cursor asked for, without Next', async () => {
  const stream = await open('/api/en-vivo/eventos?desde=7')
  expect(stream.status).toBe(200)
  expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8')
  expect(stream.headers['cache-control']).toBe('no-cache, no-transform')
  await until(() => viewers.size === 1)
  const [viewer] = [...viewers]
  expect(viewer?.lastId).toBe(7)
  viewer?.write(new TextEncoder().encode('id: 8\nevent: bolilla\ndata: {}\n\n'))
  await until(() => stream.text().includes('id: 8'))
  expect(stream.text().startsWith('retry: 2000\n\n')).toBe(true)
  expect(nextReached).toBe(0)
  stream.close()
  await until(() => viewers.size === 0)
})

it('resumes after Last-Event-ID when the browser reconnects', async () => {
  const stream = await open('/api/en-vivo/eventos?desde=7', { 'last-event-id': '41' })
  await until(() => viewers.size === 1)
  expect([...viewers][0]?.lastId).toBe(41)
  stream.close()
  await until(() => viewers.size === 0)
})

it('refuses an address its third stream, and lets it in again when one closes', async () => {
  const first = await open('/api/en-vivo/eventos')
  const second = await open('/api/en-vivo/eventos')
  const third = await open('/api/en-vivo/eventos')
  expect(third.status).toBe(429)
  expect(third.headers['retry-after']).toBe('30')
  await third.ended
  expect(JSON.parse(third.text())).toEqual({
    error: true,
    mensaje: 'Demasiadas conexiones desde tu red. Probá de nuevo en un rato.',
  })
  first.close()
  await until(() => viewers.size === 1)
  const again = await open('/api/en-vivo/eventos')
  expect(again.status).toBe(200)
  second.close()
  again.close()
  await until(() => viewers.size === 0)
})

it('ends every stream with the reconnect hint when the process stops', async () => {
  const stream = await open('/api/en-vivo/eventos')
  await until(() => viewers.size === 1)
  const [viewer] = [...viewers]
  viewer?.end?.(new TextEncoder().encode('retry: 500\n\n'))
  await stream.ended
  expect(stream.text().endsWith('retry: 500\n\n')).toBe(true)
  expect(viewers.size).toBe(0)
})

it('leaves every other request to Next', async () => {
  for (const path of ['/api/en-vivo', '/api/en-vivo/eventos-viejos', '/sorteo-en-vivo']) {
    const answer = await open(path)
    await answer.ended
    expect(answer.text()).toBe('next')
  }
  expect(nextReached).toBe(3)
})
