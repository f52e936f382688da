import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import {
  assertPortFree,
  spawnServer,
  stopServer,
  waitForServer,
} from '../../scripts/lib/server.mjs'
import { newPlayer } from '../support/servers/backend-client'
import { call } from '../support/servers/own-server'
import { Visitor } from '../support/servers/site-actions'

// Every player counted apart (docs/history.md): through the site's own server actions, on
// a production server of this file's own, players calling from different loopback addresses are
// counted per address by the embedded backend. The site once called it in-process without any
// address, so every visitor shared one count: five hoarders blocked every player's holds, and
// twenty recovery requests from one address locked recovery for all.

jest.setTimeout(300_000)

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip

// This engineer's port range (4100–4199): the suite's own server is on CONTRACT_PORT.
const PORT = Number(process.env.SITE_ADDRESSES_PORT) || 4125
const TOKEN = 'site-addresses-test-operator-token-0123456789'
const FROM_ADDRESS =
  'Desde tu conexión ya hay demasiados cartones reservados. Comprá o liberá algunos y volvé a intentar.'
const RESET_SENT = 'Se mandó un enlace a tu correo para restablecer tu contraseña'

let base = ''
let child: ChildProcess | undefined
let dataDir = ''

/** Registers a player over REST (setup only) and logs them in through the site's login action. */
async function sitePlayer(address: string) {
  const data = newPlayer()
  const registered = await call(base, '/servicios/rest/usuarios/agregar', {
    from: address,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  })
  expect(registered.json().error).toBe(false)
  const visitor = new Visitor(base, address)
  const login = await visitor.act('auth', 'loginAction', {
    username: data.email,
    password: data.password,
  })
  expect(login.ok).toBe(true)
  return { visitor, email: data.email }
}

/** `count` distinct free cards of the open draw, listed over REST by a helper account. */
async function freeCards(count: number): Promise<number[]> {
  const data = newPlayer()
  await call(base, '/servicios/rest/usuarios/agregar', {
    from: '127.0.0.90',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  })
  const query = new URLSearchParams({ username: data.email, password: data.password })
  const login = await call(base, `/servicios/login?${query}`, {
    from: '127.0.0.90',
    method: 'POST',
  })
  const cookie = (login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!).join('; ')
  const draw = await call(base, '/servicios/rest/sorteos/actual', {
    headers: { scope: 'publico' },
  })
  const drawId = (draw.json().datos as { id: number }).id
  const cards = new Set<number>()
  while (cards.size < count) {
    // Listed two at a time: no more than one account may hold (HOLDS_MAX_PER_ACCOUNT).
    const listed = await call(base, `/servicios/rest/ticket/listar/azar/${drawId}/2`, {
      headers: { cookie },
    })
    const tickets = listed.json().datos
    if (!Array.isArray(tickets)) throw new Error(`listar/azar answered ${listed.text}`)
    for (const ticket of tickets as { id: number }[]) cards.add(ticket.id)
  }
  return [...cards].slice(0, count)
}

describeEmbedded('every player counted apart, through the site', () => {
  beforeAll(async () => {
    await assertPortFree(PORT)
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-addresses-'))
    child = spawnServer({
      isolated: true,
      port: PORT,
      dataDir,
      extra: {
        DATABASE_URL: '',
        BACKEND_URL: '',
        OPERATOR_TOKEN: TOKEN,
        // The production caps, scaled down: two cards an account, four an address.
        HOLDS_MAX_PER_ACCOUNT: '2',
        HOLDS_MAX_PER_ADDRESS: '4',
      },
      stdio: ['ignore', 'ignore', 'ignore'],
    })
    base = `http://127.0.0.1:${PORT}`
    await waitForServer(`${base}/servicios/rest/usuarios/hora-servidor`, 240_000)
  }, 300_000)

  afterAll(async () => {
    if (child) await stopServer(child)
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('accounts at the per-address cap from one address do not stop a player from another', async () => {
    const cards = await freeCards(6)
    const hoarders = [await sitePlayer('127.0.0.51'), await sitePlayer('127.0.0.51')]
    for (const [i, hoarder] of hoarders.entries()) {
      for (const ticketId of cards.slice(2 * i, 2 * i + 2)) {
        const held = await hoarder.visitor.act('buying', 'holdTicketAction', { ticketId })
        expect(held).toMatchObject({ ok: true })
      }
    }
    // The hoarders' address is at its cap: a third account there is refused…
    const third = await sitePlayer('127.0.0.51')
    expect(await third.visitor.act('buying', 'holdTicketAction', { ticketId: cards[4] })).toEqual({
      ok: false,
      message: FROM_ADDRESS,
    })
    // …and a player elsewhere is counted apart.
    const player = await sitePlayer('127.0.0.52')
    expect(
      await player.visitor.act('buying', 'holdTicketAction', { ticketId: cards[5] }),
    ).toMatchObject({ ok: true })
  })

  it('twenty recovery requests from one address do not stop recovery from another', async () => {
    const flooder = new Visitor(base, '127.0.0.61')
    for (let i = 0; i < 20; i++) {
      const answer = await flooder.act('auth', 'requestResetAction', {
        email: `nadie.${i}.${Date.now()}@prueba.com.py`,
      })
      expect(answer).toMatchObject({ ok: true, message: RESET_SENT })
    }
    const player = new Visitor(base, '127.0.0.62')
    expect(
      await player.act('auth', 'requestResetAction', { email: `otra.${Date.now()}@prueba.com.py` }),
    ).toMatchObject({ ok: true, message: RESET_SENT })
  })

  it("a responsible-play change records the caller's address in its audit row", async () => {
    const { visitor, email } = await sitePlayer('127.0.0.71')
    expect(await visitor.act('responsible-play', 'setRealityCheckAction', { minutos: 30 })).toEqual(
      expect.objectContaining({ ok: true }),
    )
    const audit = await call(
      base,
      `/servicios/operador/juego-responsable?${new URLSearchParams({ usuario: email })}`,
      { headers: { authorization: `Bearer ${TOKEN}` } },
    )
    const rows = (audit.json().datos as { auditoria: { ip: string }[] }).auditoria
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row.ip).toBe('127.0.0.71')
  })
})
