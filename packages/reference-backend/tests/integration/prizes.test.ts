/**
 * The embedded backend's prizes side over HTTP (raw calls: the site's client is separate): a
 * fresh player buys cards, the operator runs the draw forcing the Azar awards onto them
 * (docs/contract.md: "Forced Azar awards"), and the prizes are collected every way
 * docs/product.md §2 names: wallet payment, collection request (processed with a voucher, or
 * rejected), exchange of a free card for a card of the next draw; each claim once, within the
 * COBRO_* limits, by its owner only. Only against the embedded backend (it runs draws and drives
 * the operator endpoints). The tests of a describe run in order and build on each other.
 */
import type { z } from 'zod'
import {
  type collectionRequestItemSchema,
  type Draw,
  myCardsSchema,
  type Prize,
  prizeGroupListSchema,
  type Ticket,
  ticketListSchema,
} from '@loteria/contract'
import { formatDate } from '@loteria/contract/format'
import { voucherPng } from '@loteria/reference-backend/testing'
import {
  BackendClient,
  loggedIn,
  operator,
  operatorCli,
  OPERATOR_TOKEN,
  type Answer,
} from '../../../../tests/support/servers/backend-client'
import { buyCards, openDraw, servicios } from '../support/cards'
import { inContract } from '../support/contract'
import { freshPlayer } from '../support/players'

// Registration (scrypt), a draw of 3,000 cards and many calls: more than jest's 5 s default.
jest.setTimeout(30_000)

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip

const VERIFIED = { email: 'verificado@demo.com.py', password: 'demo1234' }
const DEMO = { email: 'jugador@demo.com.py', password: 'demo1234' }
const FORBIDDEN = 'No tenés permiso para acceder a este recurso'
const NOT_FOUND = 'No encontramos ese premio en tu cuenta.'
const ALREADY = 'Este premio ya fue solicitado.'
const MISMATCH = 'El número de cuenta destino debe coincidir'
const INVALID_LINE = 'Ingresá un número de línea válido, por ejemplo 0981123456.'
const OVER_WALLET = 'Solo los premios de hasta Gs.\u00a02.000.000 se acreditan en billetera.'
const OUTSIDE_TRANSFER =
  'La solicitud de cobro es para premios de Gs.\u00a02.000.001 a Gs.\u00a0500.000.000.'
const SENT = 'Recibimos tu solicitud de cobro. Te avisaremos por correo cuando la procesemos.'
const NOT_CASH =
  'Este premio no es en efectivo: acercate a retirarlo a nuestras oficinas con tu cartón y tu documento.'

/** The server's tax percent: it runs with this process's environment (global-setup.mjs). */
const TAX = Number(process.env.PRIZE_TAX_PERCENT || 10)
const taxOf = (premio: number) => Math.round((premio * TAX) / 100)

/** The gross prize whose total after tax is exactly `total` (every total is reachable). */
function grossFor(total: number): number {
  let gross = Math.floor((total * 100) / (100 - TAX)) - 3
  while (gross - taxOf(gross) < total) gross++
  if (gross - taxOf(gross) !== total) throw new Error(`no gross prize for a total of ${total}`)
  return gross
}

/** A collection request as the backend sends it: the contract's schema's input, not a copy. */
type RequestItem = z.input<typeof collectionRequestItemSchema>

interface OperatorRequest {
  id: number
  email: string
  premioId: number
  estadoSolicitud: string
  totalAcobrar: number
  comprobante: string | null
  motivo: string
}

type Player = Awaited<ReturnType<typeof freshPlayer>>

async function myPrizes(player: { client: BackendClient; userId: number }) {
  const answer = await player.client.call('GET', `rest/usuarios/mis-premios/${player.userId}`)
  expect(answer.body.error).toBe(false)
  return inContract(prizeGroupListSchema, answer.body.datos)
}

/** The player's Azar prize of card `numero` (a card may also win a play with numbers). */
async function azarPrize(player: Player, numero: string): Promise<Prize> {
  const prize = (await myPrizes(player))
    .flatMap((group) => group.premios)
    .find((p) => p.numeroCarton === numero && p.jugada === 'Azar')
  if (!prize) throw new Error(`no Azar prize for card ${numero}`)
  return prize
}

function payToWallet(player: Player, prizeId: number, walletId: number, userId = player.userId) {
  return player.client.call('POST', `rest/trx/pago/billetera/${userId}/${prizeId}/${walletId}`)
}

/** The collection request form for a prize, as the site's dialog sends it. */
function requestBody(player: Player, draw: Draw, prize: Prize, overrides = {}) {
  return {
    tipoSolicitud: 'TRANSFERENCIA',
    entidad: 'Banco Continental',
    destino: '1234567890',
    destinoConfirmacion: '1234567890',
    moneda: 'Guaranies',
    nombreApellido: 'Ana Ramírez',
    tipoDocumento: 'Cédula de identidad',
    numeroDocumento: player.player.documento,
    profesion: 'Docente',
    estadoCivil: 'SOL',
    direccionLaboral: 'Avda. Mariscal López 1234',
    direccionParticular: 'Avda. España 1234',
    codPaisResidencia: 1,
    codigoDepartamento: 11,
    codigoCiudad: '1102',
    barrio: 'Villa Morra',
    usuarioId: player.userId,
    email: player.player.email,
    descuentoFiscal: prize.descuentoFiscal,
    numeroCarton: prize.numeroCarton,
    fechaSorteo: draw.fecha,
    premio: prize.premio,
    premioTotal: prize.total,
    sorteoIdentificador: draw.identificador,
    sorteoId: draw.id,
    totalAcobrar: prize.total,
    premiadoId: String(prize.id),
    ...overrides,
  }
}

function sendRequest(player: Player, body: unknown) {
  return player.client.call<string>('POST', 'rest/usuarios/envio-solicitud-cobro', { body })
}

/** This call answers its message in `datos` too (docs/product.md §8). */
const inDatos = (error: boolean, mensaje: string) => ({ error, mensaje, datos: mensaje })

async function requestsOf(email: string): Promise<OperatorRequest[]> {
  const answer = await operator<OperatorRequest[]>('GET', 'solicitudes-cobro')
  expect(answer.status).toBe(200)
  return (answer.body?.datos ?? []).filter((request) => request.email === email)
}

async function processWith(id: number, file?: { bytes: Buffer; name: string }) {
  const form = new FormData()
  if (file) form.append('comprobante', new Blob([new Uint8Array(file.bytes)]), file.name)
  const response = await fetch(servicios(`operador/solicitudes-cobro/${id}/procesar`), {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

async function mailsTo(email: string) {
  const answer = await operator<{ asunto: string; cuerpo: string }[]>(
    'GET',
    `correos?para=${encodeURIComponent(email)}`,
  )
  return answer.body?.datos ?? []
}

describeEmbedded('demo data', () => {
  it('the verified player has a small, a large and a free-card prize, and two past requests', async () => {
    const verified = await loggedIn(VERIFIED.email, VERIFIED.password)
    const groups = await myPrizes(verified)
    expect(groups.length).toBeGreaterThanOrEqual(3)
    const prizes = groups.flatMap((group) => group.premios)
    const pending = prizes.filter((prize) => prize.estado === 'PENDIENTE')
    expect(pending.some((p) => typeof p.premio === 'number' && p.total <= 2_000_000)).toBe(true)
    expect(pending.some((p) => typeof p.premio === 'number' && p.total >= 2_000_001)).toBe(true)
    expect(pending.some((p) => p.premio === 'Cartón gratis' && p.canjear)).toBe(true)

    const list = await verified.client.call<{ datos: RequestItem[]; total: number }>(
      'GET',
      'rest/solicitud/solicitudes-cobro-por-usuario',
      { query: { cantidad: 10, idUsuario: verified.userId, indice: '', orden: 'asc', pagina: 1 } },
    )
    const states = list.body.datos!.datos.map((request) => request.estadoSolicitud).sort()
    expect(states).toEqual(['PROCESADA', 'RECHAZADA'])
    // The rejected giro's prize is the player's to claim again, with the reason it was refused.
    const rejectedPrize = prizes.find((prize) => prize.solicitud?.estado === 'RECHAZADA')
    expect(rejectedPrize).toMatchObject({
      estado: 'PENDIENTE',
      solicitud: { motivo: expect.any(String) },
    })
    expect(rejectedPrize!.solicitud!.motivo.length).toBeGreaterThan(0)
    expect(prizes.find((prize) => prize.solicitud?.estado === 'PROCESADA')?.estado).toBe(
      'COBRO_SOLICITADO',
    )
    const processed = list.body.datos!.datos.find((r) => r.estadoSolicitud === 'PROCESADA')!
    const vouchers = await verified.client.call<{ imagenComprobante: string }[]>(
      'GET',
      `rest/solicitud/descargar-comprobante/${processed.sorteoId}`,
    )
    const [voucher] = vouchers.body.datos!
    expect(voucher!.imagenComprobante).toMatch(/^comprobante-\d+\.png$/)
    const file = await fetch(servicios(`rest/solicitud/descarga/${voucher!.imagenComprobante}`), {
      headers: { cookie: [...verified.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG')

    const wallets = await verified.client.call(
      'GET',
      `rest/medio-pago-usuario/listar/${verified.userId}/1`,
    )
    expect(wallets.body.datos).toEqual([{ id: expect.any(Number), numero: '0985654321' }])

    // The demo player's seeded history (draws already past by the calendar) won nothing. Draws
    // other suites play are hers too: their close of sales chooses her packs' cards,
    // and one may win (CI run 10: a free card in Sorteo N° 1290).
    const demo = await loggedIn(DEMO.email, DEMO.password)
    const seeded = (await myPrizes(demo)).filter(
      (group) => Date.parse(group.fechaSorteo) < Date.now(),
    )
    expect(seeded).toEqual([])
  })

  it('the payment entities are Paraguayan banks (transfer) and giro services, public', async () => {
    const response = await fetch(servicios('rest/solicitud/entidades'), {
      headers: { scope: 'publico' },
    })
    const { datos } = (await response.json()) as {
      datos: { id: number; nombreEntidad: string; tipoEntidadSolicitud: string }[]
    }
    const banks = datos.filter((e) => e.tipoEntidadSolicitud === 'TRANSFERENCIA')
    const giros = datos.filter((e) => e.tipoEntidadSolicitud === 'GIRO')
    expect(banks.length).toBeGreaterThanOrEqual(8)
    expect(giros.length).toBeGreaterThanOrEqual(4)
    expect(banks.map((e) => e.nombreEntidad)).toContain('Banco Continental')
    expect(giros.map((e) => e.nombreEntidad)).toContain('Western Union')
    expect(banks.length + giros.length).toBe(datos.length)
  })
})

describeEmbedded('prizes of a draw, collected', () => {
  let player: Player
  let other: Player
  let draw: Draw
  let cards: Record<
    'A' | 'B' | 'C' | 'D' | 'atWallet' | 'overWallet' | 'atTransfer' | 'overTransfer',
    Ticket
  >
  const prizes: Partial<Record<keyof typeof cards, Prize>> = {}
  let walletId: number

  /** Forced gross prizes: A small, B and D large, C a free card, the others at the limits. */
  const forced = {
    A: 150_000,
    B: 30_000_000,
    C: 'Cartón gratis',
    D: 8_000_000,
    atWallet: grossFor(2_000_000),
    overWallet: grossFor(2_000_001),
    atTransfer: grossFor(500_000_000),
    overTransfer: grossFor(500_000_001),
  } as const

  beforeAll(async () => {
    ;[player, other] = await Promise.all([freshPlayer(), freshPlayer()])
    const bought = await buyCards(player, 8)
    const names = Object.keys(forced) as (keyof typeof forced)[]
    cards = Object.fromEntries(names.map((name, i) => [name, bought[i]!])) as typeof cards
    draw = await openDraw()
  }, 60_000)

  it('refuses forced awards on a card that is not in the open draw, running nothing', async () => {
    const answer = await operator('POST', 'sorteos/ejecutar', {
      sorteoId: draw.id,
      premiosAzar: [{ numero: '999999', premio: 1_000_000 }],
    })
    expect(answer.body).toEqual({
      error: true,
      mensaje: 'El cartón 999999 no está en el sorteo abierto: no puede recibir un premio de Azar.',
    })
    const bad = await operator('POST', 'sorteos/ejecutar', {
      premiosAzar: [{ numero: cards.A.numero, premio: -5 }],
    })
    expect([bad.status, bad.body?.error]).toEqual([200, true])
    expect(await openDraw()).toEqual(draw)
  })

  it('the draw records each sold card’s prizes for its owner, tax taken from cash', async () => {
    const run = await operator<{ resultado: { azar: boolean; premios: unknown[] }[] }>(
      'POST',
      'sorteos/ejecutar',
      {
        sorteoId: draw.id,
        premiosAzar: (Object.keys(forced) as (keyof typeof forced)[]).map((name) => ({
          numero: cards[name].numero,
          premio: forced[name],
        })),
      },
    )
    expect(run.body?.error).toBe(false)
    const azar = run.body!.datos!.resultado.find((play) => play.azar)
    expect(azar?.premios).toContainEqual({
      premio: 'Cartón gratis',
      cartones: cards.C.numero,
    })

    const groups = await myPrizes(player)
    expect(groups).toHaveLength(1)
    const [group] = groups
    expect(group).toMatchObject({
      fechaSorteo: draw.fecha,
      idSorteo: draw.id,
      identificadorSorteo: draw.identificador,
    })
    const cash = group!.premios.filter((p) => typeof p.premio === 'number')
    expect(group!.totalEnMiles).toBe(
      Math.floor(cash.reduce((sum, p) => sum + (p.premio as number), 0) / 1000),
    )
    for (const name of Object.keys(forced) as (keyof typeof forced)[]) {
      prizes[name] = await azarPrize(player, cards[name].numero)
      const premio = forced[name]
      const descuentoFiscal = typeof premio === 'number' ? taxOf(premio) : 0
      expect(prizes[name]).toEqual({
        id: expect.any(Number),
        numeroCarton: cards[name].numero,
        premio,
        descuentoFiscal,
        total: typeof premio === 'number' ? premio - descuentoFiscal : 0,
        fechaSorteoMostrar: formatDate(draw.fecha),
        estado: 'PENDIENTE',
        canjear: name === 'C',
        jugada: 'Azar',
        aciertos: null,
        solicitud: null,
      })
    }
    expect(prizes.A).toMatchObject({ descuentoFiscal: 15_000, total: 135_000 })
    expect(prizes.atWallet!.total).toBe(2_000_000)
    expect(prizes.overWallet!.total).toBe(2_000_001)
    expect(prizes.atTransfer!.total).toBe(500_000_000)
    expect(prizes.overTransfer!.total).toBe(500_000_001)

    // The operator sees the same prizes.
    const listed = await operator<{ id: number; numeroCarton: string }[]>(
      'GET',
      `premios?email=${encodeURIComponent(player.player.email)}`,
    )
    expect(listed.body!.datos!.map((p) => p.id)).toEqual(
      expect.arrayContaining(Object.values(prizes).map((p) => p!.id)),
    )
  }, 60_000)

  it('nobody else reads a player’s prizes', async () => {
    const foreign = await other.client.call('GET', `rest/usuarios/mis-premios/${player.userId}`)
    expect(foreign.status).toBe(403)
    expect(foreign.body).toEqual({ error: true, mensaje: FORBIDDEN })
    expect(await myPrizes(other)).toEqual([])
    expect(
      (await new BackendClient().call('GET', `rest/usuarios/mis-premios/${player.userId}`)).status,
    ).toBe(401)
  })

  it('adds wallets: a bad line refused, a good one added once, at most five', async () => {
    const { client, userId } = player
    const list = () =>
      client.call<{ id: number; numero: string }[]>(
        'GET',
        `rest/medio-pago-usuario/listar/${userId}/1`,
      )
    expect((await list()).body.datos).toEqual([])
    const add = (numero: string, id = userId) =>
      client.call<{ id: number; numero: string }>('POST', 'rest/medio-pago-usuario', {
        body: { medioPago: { id: 1 }, usuario: { id }, numero },
      })
    for (const bad of ['12345', '0981 12345', '1981123456']) {
      expect((await add(bad)).body).toEqual({ error: true, mensaje: INVALID_LINE })
    }
    const added = await add(' 0981 123 456 ')
    expect(added.body).toEqual({
      error: false,
      mensaje: 'Billetera agregada',
      datos: { id: expect.any(Number), numero: '0981123456' },
    })
    walletId = added.body.datos!.id
    expect((await add('0981123456')).body.datos).toEqual({ id: walletId, numero: '0981123456' })
    expect((await add('0981123456', other.userId)).status).toBe(403)
    for (const numero of ['0971000001', '0971000002', '0971000003', '0971000004']) {
      expect((await add(numero)).body.error).toBe(false)
    }
    expect((await add('0971000005')).body).toEqual({
      error: true,
      mensaje: 'Podés registrar hasta 5 billeteras.',
    })
    // Adding one already there still answers it.
    expect((await add('0971000004')).body.error).toBe(false)
    const wallets = (await list()).body.datos!
    expect(wallets).toHaveLength(5)
    expect(wallets[0]).toEqual({ id: walletId, numero: '0981123456' })
    expect(
      (await other.client.call('GET', `rest/medio-pago-usuario/listar/${userId}/1`)).status,
    ).toBe(403)
  })

  it('pays a small prize into a wallet once', async () => {
    expect((await payToWallet(player, prizes.A!.id, walletId)).body).toEqual({
      error: false,
      mensaje: 'Tu premio de Gs.\u00a0135.000 se acreditará en la billetera 0981123456.',
    })
    expect((await payToWallet(player, prizes.A!.id, walletId)).body).toEqual({
      error: true,
      mensaje: ALREADY,
    })
    expect((await azarPrize(player, cards.A.numero)).estado).toBe('COBRO_SOLICITADO')
    // The claim is listed in Solicitud de Cobros at once, with its wallet and amount.
    const listed = await player.client.call<{ datos: RequestItem[]; total: number }>(
      'GET',
      'rest/solicitud/solicitudes-cobro-por-usuario',
      { query: { cantidad: 10, idUsuario: player.userId, indice: '', orden: 'asc', pagina: 1 } },
    )
    expect(listed.body.datos!.datos).toContainEqual(
      expect.objectContaining({
        numeroCarton: cards.A.numero,
        entidad: 'Billetera',
        destino: '0981123456',
        totalAcobrar: 135_000,
        estadoSolicitud: 'COBRO_SOLICITADO',
      }),
    )
  })

  it('another player can claim neither prize, by wallet nor by request', async () => {
    const theirs = await other.client.call<{ id: number }>('POST', 'rest/medio-pago-usuario', {
      body: { medioPago: { id: 1 }, usuario: { id: other.userId }, numero: '0991555444' },
    })
    const theirWallet = theirs.body.datos!.id
    for (const prize of [prizes.A!, prizes.B!]) {
      expect((await payToWallet(other, prize.id, theirWallet)).body).toEqual({
        error: true,
        mensaje: NOT_FOUND,
      })
      expect((await payToWallet(other, prize.id, theirWallet, player.userId)).status).toBe(403)
      const body = requestBody(other, draw, prize)
      expect((await sendRequest(other, body)).body).toEqual(inDatos(true, NOT_FOUND))
      expect((await sendRequest(other, { ...body, usuarioId: player.userId })).status).toBe(403)
    }
    // Nor into someone else's wallet.
    expect((await payToWallet(player, prizes.atWallet!.id, theirWallet)).body).toEqual({
      error: true,
      mensaje: 'No encontramos esa billetera en tu cuenta.',
    })
    expect((await azarPrize(player, cards.B.numero)).estado).toBe('PENDIENTE')
  })

  it('offers each way of collecting exactly within its limits', async () => {
    // 2.000.000: no request; then paid into the wallet.
    expect((await sendRequest(player, requestBody(player, draw, prizes.atWallet!))).body).toEqual(
      inDatos(true, OUTSIDE_TRANSFER),
    )
    expect((await payToWallet(player, prizes.atWallet!.id, walletId)).body).toEqual({
      error: false,
      mensaje: 'Tu premio de Gs.\u00a02.000.000 se acreditará en la billetera 0981123456.',
    })
    // 2.000.001: not to a wallet; a request is taken.
    expect((await payToWallet(player, prizes.overWallet!.id, walletId)).body).toEqual({
      error: true,
      mensaje: OVER_WALLET,
    })
    expect((await sendRequest(player, requestBody(player, draw, prizes.overWallet!))).body).toEqual(
      inDatos(false, SENT),
    )
    // 500.000.000: a request is taken; 500.000.001: neither.
    expect((await sendRequest(player, requestBody(player, draw, prizes.atTransfer!))).body).toEqual(
      inDatos(false, SENT),
    )
    expect(
      (await sendRequest(player, requestBody(player, draw, prizes.overTransfer!))).body,
    ).toEqual(inDatos(true, OUTSIDE_TRANSFER))
    expect((await payToWallet(player, prizes.overTransfer!.id, walletId)).body).toEqual({
      error: true,
      mensaje: OVER_WALLET,
    })
    // Large prizes never go to a wallet; the free card is no cash.
    expect((await payToWallet(player, prizes.B!.id, walletId)).body).toEqual({
      error: true,
      mensaje: OVER_WALLET,
    })
    expect((await payToWallet(player, prizes.C!.id, walletId)).body).toEqual({
      error: true,
      mensaje: NOT_CASH,
    })
    expect((await sendRequest(player, requestBody(player, draw, prizes.C!))).body).toEqual(
      inDatos(true, NOT_CASH),
    )
  })

  it('a collection request: the confirmation must match, and a double submit makes one', async () => {
    const body = requestBody(player, draw, prizes.B!)
    expect(
      (await sendRequest(player, { ...body, destinoConfirmacion: '1234567899' })).body,
    ).toEqual(inDatos(true, MISMATCH))
    expect((await sendRequest(player, { ...body, tipoSolicitud: 'GIRO' })).body).toEqual(
      inDatos(true, 'La entidad elegida no corresponde al tipo de operación.'),
    )
    expect((await sendRequest(player, { ...body, barrio: ' ' })).body).toEqual(
      inDatos(true, 'Ingrese su barrio.'),
    )
    // The amounts are the prize's: a tampered total changes nothing.
    const tampered = { ...body, totalAcobrar: 999, premioTotal: 999, descuentoFiscal: 0 }
    const answers = await Promise.all([sendRequest(player, tampered), sendRequest(player, body)])
    expect(answers.map((a) => a.body).sort((x, y) => Number(x.error) - Number(y.error))).toEqual([
      inDatos(false, SENT),
      inDatos(true, ALREADY),
    ])
    const requests = (await requestsOf(player.player.email)).filter(
      (r) => r.premioId === prizes.B!.id,
    )
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({
      estadoSolicitud: 'PENDIENTE',
      totalAcobrar: prizes.B!.total,
    })
    expect((await azarPrize(player, cards.B.numero)).estado).toBe('COBRO_SOLICITADO')
    expect((await sendRequest(player, body)).body).toEqual(inDatos(true, ALREADY))
  })

  it('the operator sends and processes a request with a PNG voucher, which only its owner gets', async () => {
    const [request] = (await requestsOf(player.player.email)).filter(
      (r) => r.premioId === prizes.B!.id,
    )
    const id = request!.id
    expect((await operator('POST', `solicitudes-cobro/${id}/enviar`)).body).toEqual({
      error: false,
      mensaje: 'Solicitud enviada a pago',
    })
    expect((await operator('POST', `solicitudes-cobro/${id}/enviar`)).body).toEqual({
      error: true,
      mensaje: `La solicitud #${id} ya está enviada a pago.`,
    })
    expect((await processWith(id)).body).toEqual({
      error: true,
      mensaje:
        'Adjuntá el comprobante de pago (PNG, JPG o PDF de hasta 5 MB) en el campo comprobante.',
    })
    const gif = { bytes: Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), name: 'comprobante.png' }
    expect((await processWith(id, gif)).body).toEqual({
      error: true,
      mensaje: 'El comprobante debe ser un PNG, JPG o PDF de hasta 5 MB.',
    })
    const png = voucherPng(4242)
    expect((await processWith(id, { bytes: png, name: 'pago.png' })).body).toEqual({
      error: false,
      mensaje: 'Solicitud procesada',
    })
    expect((await processWith(id, { bytes: png, name: 'pago.png' })).body).toEqual({
      error: true,
      mensaje: `La solicitud #${id} ya está procesada.`,
    })
    expect(
      (await operator('POST', `solicitudes-cobro/${id}/rechazar`, { motivo: 'x' })).body,
    ).toEqual({
      error: true,
      mensaje: `La solicitud #${id} está procesada: ya no se puede rechazar.`,
    })

    const list = await player.client.call<{ datos: RequestItem[]; total: number }>(
      'GET',
      'rest/solicitud/solicitudes-cobro-por-usuario',
      { query: { cantidad: 10, idUsuario: player.userId, indice: '', orden: 'asc', pagina: 1 } },
    )
    // The three requests and, since issue 36, the two prizes paid into a wallet.
    expect(list.body.datos!.total).toBe(5)
    const item = list.body.datos!.datos.find((r) => r.id === id && r.tipoSolicitud !== 'BILLETERA')
    expect(item).toEqual({
      id,
      fechaEnvio: expect.any(String),
      numeroCarton: cards.B.numero,
      entidad: 'Banco Continental',
      fechaSorteo: draw.fecha,
      totalAcobrar: prizes.B!.total,
      destino: '1234567890',
      estadoSolicitud: 'PROCESADA',
      sorteoId: draw.id,
      tipoSolicitud: 'TRANSFERENCIA',
      moneda: 'Guaranies',
      motivo: '',
    })
    const fechas = list.body.datos!.datos.map((r) => Date.parse(r.fechaEnvio))
    expect(fechas).toEqual([...fechas].sort((a, b) => a - b))
    const page2 = await player.client.call<{ datos: RequestItem[]; total: number }>(
      'GET',
      'rest/solicitud/solicitudes-cobro-por-usuario',
      { query: { cantidad: 2, idUsuario: player.userId, orden: 'asc', pagina: 2 } },
    )
    expect(page2.body.datos).toEqual({ datos: list.body.datos!.datos.slice(2, 4), total: 5 })
    expect(
      (
        await other.client.call('GET', 'rest/solicitud/solicitudes-cobro-por-usuario', {
          query: { idUsuario: player.userId },
        })
      ).status,
    ).toBe(403)

    const vouchers = await player.client.call(
      'GET',
      `rest/solicitud/descargar-comprobante/${draw.id}`,
    )
    expect(vouchers.body.datos).toEqual([
      { imagenComprobante: `comprobante-${id}.png`, numeroCarton: cards.B.numero, solicitudId: id },
    ])
    const download = (client: BackendClient) =>
      fetch(servicios(`rest/solicitud/descarga/comprobante-${id}.png`), {
        headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      })
    const file = await download(player.client)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="comprobante-${id}.png"`,
    )
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true)

    expect((await download(other.client)).status).toBe(404)
    expect(
      (await other.client.call('GET', `rest/solicitud/descargar-comprobante/${draw.id}`)).body
        .datos,
    ).toEqual([])
    expect((await download(new BackendClient())).status).toBe(401)
    const mail = (await mailsTo(player.player.email)).find((m) => m.asunto === 'Pagamos tu premio')
    expect(mail?.cuerpo).toContain(`cartón N° ${cards.B.numero}`)
  })

  it('a rejected request: a reason is required, the player is told why and may claim the prize again', async () => {
    const body = requestBody(player, draw, prizes.D!, {
      tipoSolicitud: 'GIRO',
      entidad: 'Western Union',
      destino: '0981123456',
      destinoConfirmacion: '0981123456',
    })
    expect((await sendRequest(player, body)).body).toEqual(inDatos(false, SENT))
    const [request] = (await requestsOf(player.player.email)).filter(
      (r) => r.premioId === prizes.D!.id,
    )
    const id = request!.id
    expect((await operator('POST', `solicitudes-cobro/${id}/rechazar`, {})).body).toEqual({
      error: true,
      mensaje: 'Indicá el motivo del rechazo.',
    })
    const motivo = 'El titular de la cuenta no coincide con el ganador.'
    expect((await operator('POST', `solicitudes-cobro/${id}/rechazar`, { motivo })).body).toEqual({
      error: false,
      mensaje: 'Solicitud rechazada',
    })
    expect((await processWith(id, { bytes: voucherPng(1), name: 'x.png' })).body).toEqual({
      error: true,
      mensaje: `La solicitud #${id} está rechazada: ya no se puede procesar.`,
    })
    expect((await operator('POST', `solicitudes-cobro/${id}/enviar`)).body).toEqual({
      error: true,
      mensaje: `La solicitud #${id} está rechazada: ya no se puede enviar a pago.`,
    })
    expect((await operator('POST', 'solicitudes-cobro/999999999/enviar')).status).toBe(404)
    const rejected = await operator<OperatorRequest[]>('GET', 'solicitudes-cobro?estado=RECHAZADA')
    expect(rejected.body!.datos!.find((r) => r.id === id)).toMatchObject({
      motivo,
      comprobante: null,
    })
    const mail = (await mailsTo(player.player.email)).find(
      (m) => m.asunto === 'No pudimos pagar tu premio',
    )
    expect(mail?.cuerpo).toContain(`Motivo: ${motivo}`)
    expect(mail?.cuerpo).toContain('Podés volver a cobrarlo desde Mi Cuenta, Mis Premios')
    // The prize is the player's to claim again, and says why the request was refused
    // (contract addition: the prize's latest request).
    expect(await azarPrize(player, cards.D.numero)).toMatchObject({
      estado: 'PENDIENTE',
      solicitud: { estado: 'RECHAZADA', motivo },
    })
    const corrected = { ...body, destino: '0981654321', destinoConfirmacion: '0981654321' }
    expect((await sendRequest(player, corrected)).body).toEqual(inDatos(false, SENT))
    expect(await azarPrize(player, cards.D.numero)).toMatchObject({
      estado: 'COBRO_SOLICITADO',
      solicitud: { estado: 'PENDIENTE', motivo: '' },
    })
    // Once again: a live request per prize.
    expect((await sendRequest(player, corrected)).body).toEqual(inDatos(true, ALREADY))
    const requests = (await requestsOf(player.player.email)).filter(
      (r) => r.premioId === prizes.D!.id,
    )
    expect(requests.map((r) => r.estadoSolicitud)).toEqual(['RECHAZADA', 'PENDIENTE'])
  })

  it('the free card is exchanged for a card of the next draw, once', async () => {
    const next = await openDraw()
    expect(next.id).toBe(draw.id + 1)
    const pending = await player.client.call(
      'GET',
      `rest/ticket/canjes-pendientes/${player.userId}`,
    )
    expect(pending.body.datos).toEqual({ cantidad: 1, sorteoId: next.id })
    const free = await player.client.call('GET', `rest/ticket/listar/azar/${next.id}/3`)
    const [first, second, third] = inContract(ticketListSchema, free.body.datos)
    // Two at once: one card for one free card.
    const answers = await Promise.all(
      [first!, second!].map((ticket) =>
        player.client.call(
          'PUT',
          `rest/ticket/reservar-suscripcion/${player.userId}/${ticket.id}/5/-10`,
        ),
      ),
    )
    expect(answers.map((a) => a.body.mensaje).sort()).toEqual(
      ['Cartón reservado', 'No tenés cartones pendientes de elegir para este sorteo.'].sort(),
    )
    expect(
      (
        await player.client.call(
          'PUT',
          `rest/ticket/reservar-suscripcion/${player.userId}/${third!.id}/5/-10`,
        )
      ).body,
    ).toEqual({ error: true, mensaje: 'No tenés cartones pendientes de elegir para este sorteo.' })
    expect((await azarPrize(player, cards.C.numero)).estado).toBe('COBRO_SOLICITADO')
    expect(
      (await player.client.call('GET', `rest/ticket/canjes-pendientes/${player.userId}`)).body
        .datos,
    ).toEqual({ cantidad: 0, sorteoId: next.id })
    const mine = await player.client.call('GET', `rest/ticket/mis-cartones/${player.userId}`)
    const given = inContract(myCardsSchema, mine.body.datos).find(
      (group) => group.sorteoId === next.id,
    )!.numeroCarton
    expect(given).toHaveLength(1)
    expect([first!.id, second!.id]).toContain(given[0]!.id)
    // Another player has no free card to exchange.
    const [fourth] = inContract(
      ticketListSchema,
      (await other.client.call('GET', `rest/ticket/listar/azar/${next.id}/1`)).body.datos,
    )
    expect(
      (
        await other.client.call(
          'PUT',
          `rest/ticket/reservar-suscripcion/${other.userId}/${fourth!.id}/5/-10`,
        )
      ).body.mensaje,
    ).toBe('No tenés cartones pendientes de elegir para este sorteo.')
  })
})

describeEmbedded('operator CLI on prizes', () => {
  it('lists its commands', async () => {
    const help = await operatorCli('ayuda')
    expect(help.code).toBe(0)
    for (const command of [
      'premios',
      'solicitudes-cobro',
      'enviar-cobro',
      'procesar-cobro',
      'rechazar-cobro',
      'sortear [--azar',
    ]) {
      expect(help.stdout).toContain(command)
    }
  })

  it('runs a draw with forced Azar awards, then processes and rejects requests', async () => {
    const player = await freshPlayer()
    const [won, large, larger] = await buyCards(player, 3)
    const draw = await openDraw()
    const run = await operatorCli(
      'sortear',
      '--azar',
      `${won!.numero}=Cartón gratis`,
      '--azar',
      `${Number(large!.numero)}=9000000`,
      `--azar=${larger!.numero}=12000000`,
    )
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`Cartón gratis: cartón ${won!.numero}`)
    expect((await openDraw()).id).toBe(draw.id + 1)
    const prizes = (await myPrizes(player)).flatMap((group) => group.premios)
    const prizeOf = (numero: string) =>
      prizes.find((p) => p.numeroCarton === numero && p.jugada === 'Azar')!
    expect(prizeOf(won!.numero)).toMatchObject({ premio: 'Cartón gratis', canjear: true })
    expect(prizeOf(large!.numero)).toMatchObject({ premio: 9_000_000 })

    const listed = await operatorCli('premios', '--email', player.player.email)
    expect(listed.code).toBe(0)
    expect(listed.stdout).toContain(`cartón ${won!.numero}`)

    for (const ticket of [large!, larger!]) {
      const body = requestBody(player, draw, prizeOf(ticket.numero))
      expect((await sendRequest(player, body)).body).toEqual(inDatos(false, SENT))
    }
    const [first, second] = await requestsOf(player.player.email)
    const pendingList = await operatorCli('solicitudes-cobro', '--estado', 'PENDIENTE')
    expect(pendingList.stdout).toContain(`#${first!.id}  PENDIENTE`)

    expect((await operatorCli('enviar-cobro', String(first!.id))).stdout).toContain(
      `Solicitud enviada a pago (#${first!.id}).`,
    )
    // Without a file the CLI makes a PNG voucher itself.
    const processed = await operatorCli('procesar-cobro', String(first!.id))
    expect(processed.code).toBe(0)
    expect(processed.stdout).toContain('Solicitud procesada')
    const again = await operatorCli('procesar-cobro', String(first!.id))
    expect(again.code).toBe(1)
    expect(again.stderr).toContain(`La solicitud #${first!.id} ya está procesada.`)

    expect((await operatorCli('rechazar-cobro', String(second!.id))).code).toBe(1)
    const rejected = await operatorCli(
      'rechazar-cobro',
      String(second!.id),
      '--motivo',
      'Cuenta de destino cerrada',
    )
    expect(rejected.stdout).toContain(`Solicitud rechazada (#${second!.id}).`)
    const states = (await requestsOf(player.player.email)).map((r) => [r.id, r.estadoSolicitud])
    expect(states).toEqual([
      [first!.id, 'PROCESADA'],
      [second!.id, 'RECHAZADA'],
    ])
    const vouchers = await player.client.call(
      'GET',
      `rest/solicitud/descargar-comprobante/${draw.id}`,
    )
    expect(vouchers.body.datos).toEqual([
      {
        imagenComprobante: `comprobante-${first!.id}.png`,
        numeroCarton: large!.numero,
        solicitudId: first!.id,
      },
    ])
  }, 60_000)
})
