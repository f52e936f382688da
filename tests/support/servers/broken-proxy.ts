import http from 'node:http'

// A backend that breaks the contract on purpose, in front of a good one: it forwards every call
// and spoils one answer, so the contract suite can be shown to fail with a clear line.

export type Breakage =
  /** `fecha` left out of every past draw (GET rest/sorteos/anteriores). */
  | 'drop-field'
  /** The winners' page in the wrong order, oldest first (GET rest/ganadores). */
  | 'reorder-list'
  /** The open draw answers 500 (GET rest/sorteos/actual). */
  | 'answer-500'

type Json = { datos?: unknown; [key: string]: unknown }

function spoil(breakage: Breakage, path: string, body: Json): Json | undefined {
  if (breakage === 'drop-field' && path === '/servicios/rest/sorteos/anteriores') {
    const draws = body.datos as Record<string, unknown>[]
    return { ...body, datos: draws.map(({ fecha: _fecha, ...draw }) => draw) }
  }
  if (breakage === 'reorder-list' && path === '/servicios/rest/ganadores') {
    const page = body.datos as { datos: unknown[] }
    return { ...body, datos: { ...page, datos: [...page.datos].reverse() } }
  }
  return undefined
}

export function startBrokenProxy(port: number, target: string, breakage: Breakage) {
  const server = http.createServer(async (incoming, outgoing) => {
    const path = (incoming.url ?? '/').split('?')[0]!
    if (breakage === 'answer-500' && path === '/servicios/rest/sorteos/actual') {
      outgoing.writeHead(500, { 'content-type': 'application/json' })
      return void outgoing.end(JSON.stringify({ error: true, mensaje: 'Error interno' }))
    }
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headersDistinct)) {
      if (name !== 'host' && name !== 'content-length')
        for (const one of value ?? []) headers.append(name, one)
    }
    const answer = await fetch(new URL(incoming.url ?? '/', target), {
      method: incoming.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    })
    let text = await answer.text()
    if ((answer.headers.get('content-type') ?? '').includes('json')) {
      const spoiled = spoil(breakage, path, JSON.parse(text) as Json)
      if (spoiled) text = JSON.stringify(spoiled)
    }
    const out: Record<string, string | string[]> = {}
    answer.headers.forEach((value, name) => {
      if (!['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding'].includes(name))
        out[name] = value
    })
    const cookies = answer.headers.getSetCookie()
    if (cookies.length > 0) out['set-cookie'] = cookies
    outgoing.writeHead(answer.status, out)
    outgoing.end(text)
  })
  return new Promise<{ url: string; stop: () => Promise<void> }>((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () => new Promise((done) => server.close(() => done())),
      }),
    )
  })
}
