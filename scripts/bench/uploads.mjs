#!/usr/bin/env node
// Identity uploads under load, measured: a production server on a fresh embedded database, the
// server's RSS before, at its peak and after, and what each upload got (status, how much of its
// body was sent before the answer). Two loads:
// - the upload flood (docs/history.md): one logged-in player, BENCH_UPLOADS (16)
//   parallel uploads of one BENCH_UPLOAD_MB (75) MB image part each;
// - with BENCH_ACCOUNTS=N, many accounts: N new players at once, each sending one
//   valid upload of three images (front, back, selfie) of BENCH_UPLOAD_MB (23 here) MB each.
// Needs a build (npm run build). Options (environment): BENCH_PORT (3404), BENCH_UPLOADS (16),
// BENCH_UPLOAD_MB (75, or 23 with BENCH_ACCOUNTS), BENCH_ACCOUNTS (unset), and any of the site's
// own variables (UPLOADS_IN_FLIGHT...) passed on to the server.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { sealData } from 'iron-session'
import { residentMb } from '../lib/processes.mjs'
import { assertPortFree, spawnServer, stopServer, waitForServer } from '../lib/server.mjs'

const PORT = Number(process.env.BENCH_PORT) || 3404
const UPLOADS = Number(process.env.BENCH_UPLOADS) || 16
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS) || 0
const MEGABYTES = Number(process.env.BENCH_UPLOAD_MB) || (ACCOUNTS ? 23 : 75)
/** A PNG's signature: the image parts of the many-accounts load pass the site's sniffing. */
const PNG = Buffer.from('89504e470d0a1a0a', 'hex')
const base = `http://localhost:${PORT}`
const SESSION_SECRET = `bench-uploads-session-secret-${Date.now()}-0123456789`

async function registerAndLogIn() {
  const email = `flood.${Date.now().toString(36)}@example.com.py`
  const password = 'secreta123'
  const response = await fetch(`${base}/servicios/rest/usuarios/agregar`, {
    method: 'POST',
    headers: { scope: 'publico', 'content-type': 'application/json' },
    body: JSON.stringify({
      nombre: 'Lucía',
      apellido: 'Prueba',
      email,
      confirmarEmail: email,
      password,
      telefono: '0981 555 123',
      codigoPais: 1,
      codigoDepartamento: 11,
      codigoCiudad: 1101,
      fechaNacimiento: '1990-05-14T00:00:00.000Z',
      tipoDocumento: 'CI',
      documento: String(5_000_000 + Math.floor(Math.random() * 4_000_000)),
      sexo: 'F',
      recibirNotificaciones: false,
      aceptarTerminos: true,
      direccionParticular: 'Calle Palma 123',
      tokenRecaptcha: '',
    }),
  })
  const answer = await response.json()
  if (answer.error) throw new Error(`registration failed: ${answer.mensaje}`)
  // The site's session cookie, sealed as the login action seals it (no browser needed).
  const login = await fetch(
    `${base}/servicios/login?${new URLSearchParams({ username: email, password })}`,
    { method: 'POST' },
  )
  const body = await login.json()
  if (body.error) throw new Error(`login failed: ${body.mensaje}`)
  const backendCookies = Object.fromEntries(
    login.headers.getSetCookie().map((cookie) => {
      const pair = cookie.split(';')[0]
      const eq = pair.indexOf('=')
      return [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()]
    }),
  )
  const { id, nombre, rol, tipo } = body.usuario
  const sealed = await sealData(
    { user: { id, email, nombre, rol: rol ?? 'JUGADOR', tipo: tipo ?? '' }, backendCookies },
    { password: SESSION_SECRET, ttl: 8 * 3600 },
  )
  return `loteria_sesion=${sealed}`
}

/**
 * One upload, streamed from a reused 1 MB buffer (the client itself stays small): `images` parts
 * of MEGABYTES each, named as the form names them.
 */
function upload(cookie, images = ['frente']) {
  return new Promise((resolve) => {
    const boundary = `----flood${Math.random().toString(16).slice(2)}`
    const partHead = (name) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\n` +
          `Content-Type: image/png\r\n\r\n`,
      )
    const pieces = [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="codigoPais"\r\n\r\n1\r\n`,
      ),
    ]
    const block = Buffer.alloc(1024 * 1024, 0x41)
    const first = Buffer.concat([PNG, block.subarray(PNG.length)])
    for (const [index, name] of images.entries()) {
      if (index > 0) pieces.push(Buffer.from('\r\n'))
      pieces.push(partHead(name), first)
      for (let mb = 1; mb < MEGABYTES; mb++) pieces.push(block)
    }
    pieces.push(Buffer.from(`\r\n--${boundary}--\r\n`))
    const total = pieces.reduce((sum, piece) => sum + piece.length, 0)
    let sent = 0
    let settled = false
    const done = (result) => {
      if (settled) return
      settled = true
      resolve({ ...result, sentMb: Math.round(sent / 1024 / 1024) })
    }
    const request = http.request(`${base}/api/verificacion`, {
      method: 'POST',
      headers: {
        cookie,
        origin: base,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(total),
      },
    })
    request.on('response', (response) => {
      response.resume()
      response.on('end', () => done({ status: response.statusCode }))
    })
    request.on('error', (error) => done({ status: error.code ?? 'error' }))
    let next = 0
    const pump = () => {
      if (settled || request.destroyed) return
      while (next < pieces.length - 1) {
        const piece = pieces[next++]
        sent += piece.length
        if (!request.write(piece)) return request.once('drain', pump)
      }
      const tail = pieces[next++]
      sent += tail.length
      request.end(tail)
    }
    pump()
  })
}

await assertPortFree(PORT)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-bench-uploads-'))
const site = spawnServer({
  port: PORT,
  dataDir,
  extra: {
    BACKEND_URL: '',
    DATABASE_URL: '',
    SESSION_SECRET,
    LIMIT_REGISTER_ADDRESS: '1000/60',
    LIMIT_LOGIN_ADDRESS: '1000/60',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
try {
  await waitForServer(`${base}/servicios/rest/usuarios/hora-servidor`, 120_000)
  const cookies = []
  for (let i = 0; i < Math.max(ACCOUNTS, 1); i++) cookies.push(await registerAndLogIn())
  const page = await fetch(`${base}/mi-cuenta/solicitar-verificacion`, {
    headers: { cookie: cookies[0] },
    redirect: 'manual',
  })
  if (page.status !== 200) throw new Error(`not logged in: HTTP ${page.status}`)
  const before = residentMb(site.pid)
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(site.pid))), 100)
  const started = Date.now()
  const uploads = ACCOUNTS
    ? cookies.map((cookie) => upload(cookie, ['frente', 'dorso', 'selfie']))
    : Array.from({ length: UPLOADS }, () => upload(cookies[0]))
  const results = await Promise.all(uploads)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  await new Promise((resolve) => setTimeout(resolve, 3000))
  clearInterval(sampler)
  const after = residentMb(site.pid)
  const statuses = {}
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1
  const sent = results.reduce((sum, r) => sum + r.sentMb, 0)
  const load = ACCOUNTS
    ? `${ACCOUNTS} accounts × 3 images of ${MEGABYTES} MB`
    : `${UPLOADS} uploads of ${MEGABYTES} MB`
  const offered = ACCOUNTS ? ACCOUNTS * 3 * MEGABYTES : UPLOADS * MEGABYTES
  console.log(`${load} in ${seconds} s: ${JSON.stringify(statuses)}`)
  console.log(`sent by the clients before the answer: ${sent} MB of ${offered} MB`)
  console.log(`server RSS: before ${before} MB, peak ${peak} MB, 3 s after ${after} MB`)
} finally {
  await stopServer(site)
  fs.rmSync(dataDir, { recursive: true, force: true })
}
