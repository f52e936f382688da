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

describeEmbedded('identity uploads: a bound on the whole process (issue 37)', () => {
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
