import http from 'node:http'
import { sealData } from 'iron-session'
import messages from '../../messages/es.json'
import { newPlayer } from '../support/servers/backend-client'
import { call, startOwnServer, type OwnServer } from '../support/servers/own-server'

// Issue 37 (docs/history.md): sixteen new accounts, each sending three 23 MB identity images,
// took the server from 2.3 to 5.4 GB: the limits were per account only. Now the process holds at
// most UPLOADS_IN_FLIGHT uploads at once, whatever the accounts, the site's door and the
// backend's together; one more is refused before its body is read (503, Retry-After, the Spanish
// message the upload screen shows), and the same player's upload goes through once a slot frees.

jest.setTimeout(180_000)

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip

const SESSION_SECRET = 'uploads-process-bound-session-secret-0123456789'
const BUSY = messages.UploadLimits.busy
const PNG = Buffer.from('89504e470d0a1a0a', 'hex')
const IMAGE = Buffer.concat([PNG, Buffer.alloc(256 * 1024, 0x41)])

let server: OwnServer

interface Player {
  /** The site's sealed session cookie. */
  site: string
  /** The backend's own cookies and XSRF header, to call /servicios directly. */
  backend: Record<string, string>
  id: number
}

async function player(): Promise<Player> {
  const data = newPlayer()
  const registered = await call(server.base, '/servicios/rest/usuarios/agregar', {
    method: 'POST',
    headers: { scope: 'publico', 'content-type': 'application/json' },
    body: JSON.stringify(data),
  })
  expect(registered.json().error).toBe(false)
  const query = new URLSearchParams({ username: data.email, password: data.password })
  const login = await call(server.base, `/servicios/login?${query}`, { method: 'POST' })
  const answer = login.json() as { usuario: { id: number; nombre: string } }
  const pairs = (login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!)
  const backendCookies = Object.fromEntries(pairs.map((pair) => pair.split('=', 2)))
  const sealed = await sealData(
    {
      user: {
        id: answer.usuario.id,
        email: data.email,
        nombre: data.nombre,
        rol: 'JUGADOR',
        tipo: '',
      },
      backendCookies,
    },
    { password: SESSION_SECRET, ttl: 3600 },
  )
  return {
    site: `loteria_sesion=${sealed}`,
    backend: { cookie: pairs.join('; '), 'x-xsrf-token': backendCookies['XSRF-TOKEN']! },
    id: answer.usuario.id,
  }
}

function uploadBody(boundary: string): Buffer {
  const pieces = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="codigoPais"\r\n\r\n1\r\n`),
  ]
  for (const name of ['frente', 'dorso', 'selfie']) {
    pieces.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      IMAGE,
      Buffer.from('\r\n'),
    )
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(pieces)
}

interface Upload {
  /** Sends the rest of the body. */
  finish: () => void
  answer: Promise<{ status: number; retryAfter?: string; body: { ok: boolean; message: string } }>
}

/** An upload to /api/verificacion whose body stops after `sentFirst` bytes until `finish`. */
function upload(cookie: string, sentFirst = Infinity): Upload {
  const boundary = `----limite${Math.random().toString(16).slice(2)}`
  const body = uploadBody(boundary)
  const request = http.request(`${server.base}/api/verificacion`, {
    method: 'POST',
    agent: false,
    headers: {
      cookie,
      origin: server.base,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
    },
  })
  const answer = new Promise<Awaited<Upload['answer']>>((resolve, reject) => {
    request.on('error', reject)
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'] as string | undefined,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        }),
      )
    })
  })
  // Awaited by the test; a failed test must not leave it unhandled when the server stops.
  void answer.catch(() => undefined)
  const cut = Math.min(sentFirst, body.length)
  request.write(body.subarray(0, cut))
  const finish = () => request.end(body.subarray(cut))
  if (cut === body.length) finish()
  return { finish, answer }
}

describeEmbedded('identity uploads: a bound on the whole process', () => {
  beforeAll(async () => {
    server = await startOwnServer({ SESSION_SECRET, UPLOADS_IN_FLIGHT: '2' })
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  it('refuses the upload beyond UPLOADS_IN_FLIGHT, whatever the account, and loses nothing', async () => {
    const [first, second, third, fourth] = await Promise.all([
      player(),
      player(),
      player(),
      player(),
    ])
    // Two players' uploads hold both slots: their bodies stop after the first image's start.
    const held = [upload(first!.site, 64 * 1024), upload(second!.site, 64 * 1024)]
    await new Promise((resolve) => setTimeout(resolve, 2000))

    // A third player, at the site's door: refused before the body, with the screen's message.
    const refused = await upload(third!.site).answer
    expect(refused.status).toBe(503)
    expect(refused.retryAfter).toBe('30')
    expect(refused.body).toEqual({ ok: false, message: BUSY })

    // A fourth, straight at the backend's door: the same count.
    const direct = await call(server.base, '/servicios/rest/solicitud/solicitar-verificacion', {
      method: 'POST',
      headers: { ...fourth!.backend, 'content-type': 'application/json' },
      body: JSON.stringify({ idUsuario: fourth!.id, codPais: 1, documentos: ['a', 'b', 'c'] }),
    })
    expect(direct.status).toBe(503)
    expect(direct.headers['retry-after']).toBe('30')

    // The held uploads go through, and then the refused player's own retry does too.
    for (const hold of held) hold.finish()
    for (const { answer } of held) expect((await answer).status).toBe(200)
    const retried = await upload(third!.site).answer
    expect(retried).toMatchObject({ status: 200, body: { ok: true } })
  })
})

/** A request whose body stops after `sentFirst` of `declared` bytes until `finish`. */
function held(path: string, headers: Record<string, string>, body: Buffer, sentFirst: number) {
  const request = http.request(`${server.base}${path}`, {
    method: 'POST',
    agent: false,
    headers: { ...headers, 'content-length': String(body.length) },
  })
  const answer = new Promise<{ status: number; at: number; body: string }>((resolve, reject) => {
    request.on('error', reject)
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          at: Date.now(),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
    })
  })
  void answer.catch(() => undefined)
  request.write(body.subarray(0, sentFirst))
  return { answer, finish: () => request.end(body.subarray(sentFirst)) }
}

/** The answer, or a failure after `ms`: an upload the server never cuts must not hang the suite. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`sin respuesta en ${ms} ms`)), ms),
    ),
  ])
}

/** A verification request in the backend's JSON, `size` bytes long. */
function directBody(id: number, size: number): Buffer {
  const json = JSON.stringify({ idUsuario: id, codPais: 1, documentos: ['', '', ''] })
  return Buffer.concat([Buffer.from(json), Buffer.alloc(Math.max(0, size - json.length), 0x20)])
}

describeEmbedded('identity uploads: one per account at both doors, and in time', () => {
  const DEADLINE_SECONDS = 5

  beforeAll(async () => {
    server = await startOwnServer({
      SESSION_SECRET,
      UPLOADS_IN_FLIGHT: '2',
      UPLOAD_BODY_SECONDS: String(DEADLINE_SECONDS),
    })
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  it('one account cannot hold both slots, one at each door', async () => {
    const [first, second] = await Promise.all([player(), player()])
    const atSite = upload(first!.site, 64 * 1024)
    await new Promise((resolve) => setTimeout(resolve, 500))
    // The same player at the backend's door: refused before its body (it used to hold the other slot).
    const direct = held(
      '/servicios/rest/solicitud/solicitar-verificacion',
      { ...first!.backend, 'content-type': 'application/json' },
      directBody(first!.id, 1024 * 1024),
      100,
    )
    const refused = await within(direct.answer, 3000)
    expect(refused.status).toBe(429)
    // So another player still has a slot.
    expect((await within(upload(second!.site).answer, 3000)).status).toBe(200)
    atSite.finish()
    expect((await atSite.answer).status).toBe(200)
  })

  it('cuts a body that stops arriving, at both doors, and frees its slot', async () => {
    const [third, fourth, fifth] = await Promise.all([player(), player(), player()])
    const started = Date.now()
    const atSite = upload(third!.site, 64 * 1024)
    const direct = held(
      '/servicios/rest/solicitud/solicitar-verificacion',
      { ...fourth!.backend, 'content-type': 'application/json' },
      directBody(fourth!.id, 1024 * 1024),
      100,
    )
    const site = await within(atSite.answer, (DEADLINE_SECONDS + 10) * 1000)
    expect(site.status).toBe(408)
    expect(site.body).toEqual({ ok: false, message: messages.UploadLimits.tooSlow })
    const backend = await within(direct.answer, (DEADLINE_SECONDS + 10) * 1000)
    expect(backend.status).toBe(408)
    expect(backend.at - started).toBeLessThan((DEADLINE_SECONDS + 3) * 1000)
    // Both slots are free again: another player's upload is taken at once.
    expect((await within(upload(fifth!.site).answer, 5000)).status).toBe(200)
  })
})
