// The reference backend alone on a real port: a plain Node HTTP server around its public `handle`
// entry, as app/servicios/[...path]/route.ts serves it inside the site. The contract suite
// (scripts/contract) checks it over HTTP without a Next build (minutes on two cores); the data is
// EMBEDDED_DATA_DIR's PGlite folder or DATABASE_URL's database, as for the site.
// Run: node node_modules/tsx/dist/cli.mjs tests/support/servers/backend-alone.ts <port>
import http from 'node:http'
import { Readable } from 'node:stream'
import { closeDatabase, handle, ready } from '@loteria/reference-backend'

const port = Number(process.argv[2])
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: backend-alone.ts <port>')

function toRequest(incoming: http.IncomingMessage, outgoing: http.ServerResponse): Request {
  const url = new URL(incoming.url ?? '/', `http://127.0.0.1:${port}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headersDistinct)) {
    for (const one of value ?? []) headers.append(name, one)
  }
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD'
  const controller = new AbortController()
  // A reader that goes away before the answer's end (the live stream's) ends it in the backend too.
  outgoing.once('close', () => {
    if (!outgoing.writableFinished) controller.abort()
  })
  return new Request(url, {
    method: incoming.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(incoming) as ReadableStream, duplex: 'half' } : {}),
  })
}

async function send(response: Response, outgoing: http.ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  outgoing.writeHead(response.status, headers)
  if (!response.body) return void outgoing.end()
  const reader = response.body.getReader()
  // Written as it comes: the live stream's events reach the reader one by one.
  outgoing.once('close', () => void reader.cancel().catch(() => undefined))
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    outgoing.write(value)
  }
  outgoing.end()
}

const server = http.createServer((incoming, outgoing) => {
  // The socket's address, as the site's client-address preload gives it to the backend.
  handle(toRequest(incoming, outgoing), { clientAddress: incoming.socket.remoteAddress ?? '' })
    .then((response) => send(response, outgoing))
    .catch(() => {
      if (!outgoing.headersSent) outgoing.writeHead(500)
      outgoing.end()
    })
})

// Opened, migrated and seeded before the port opens: a caller waits for the port alone.
void ready().then(() =>
  server.listen(port, '127.0.0.1', () => console.log(`backend-alone listening on ${port}`)),
)

function stop() {
  server.close()
  server.closeAllConnections()
  void closeDatabase().finally(() => process.exit(0))
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
