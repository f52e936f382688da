/**
 * The buying side over HTTP, through the site's backend client (lib/backend/buying.ts): packs and
 * payment methods, free cards, reservations, purchases and their payment on the simulated
 * provider's page, the player's cards, packs after a draw. Every player who buys is a fresh one;
 * the backend's own records (operador/compras) show that one key made one purchase. Only against
 * the embedded backend (it registers players and drives the operator endpoints), except the
 * catalogue.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readActivePacks, readMovements, readPacksAwaitingCards } from '@/lib/backend/account'
import * as buying from '@/lib/backend/buying'
import { readMyPacks } from '@/lib/backend/packs'
import { BackendError, ForbiddenError, NotFoundError } from '@/lib/backend/errors'
import type { BackendCredentials } from '@/lib/backend/request'
import type { Ticket } from '@loteria/contract'
import {
  BackendClient,
  loggedIn,
  operator,
  operatorCli,
} from '../../../../tests/support/servers/backend-client'
import { credentialsOf, freshPlayer } from '../support/players'

// Every test registers players (scrypt) and makes several calls: more than jest's 5 s default on a
// busy two-core machine.
jest.setTimeout(30_000)

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip
const onlyEmbedded = embedded ? it : it.skip

const DEMO = { email: 'jugador@demo.com.py', password: 'demo1234' }
const VERIFIED = { email: 'verificado@demo.com.py', password: 'demo1234' }
const HOLD_MS = 36_000_000
const RETORNO = '/comprar-carton/resultado'
const WEEKLY = { id: 1, precio: 10_000 }
const PACK_12 = { id: 2, precio: 114_000 }

const taken = (numero: string) => `El cartón ${numero} ya no está disponible. Elegí otro.`

interface Draw {
  id: number
  fecha: string
}

interface PurchaseRecord {
  id: number
  email: string
  pack: string
  medioPago: string
  monto: number
  estado: string
  mensaje: string
  clave: string
  cartones: string[]
}

type Player = Awaited<ReturnType<typeof freshPlayer>>

function servicios(pathname: string): string {
  return new URL(pathname, process.env.BACKEND_URL).toString()
}

async function openDraw(): Promise<Draw> {
  const response = await fetch(servicios('/servicios/rest/sorteos/actual'), {
    headers: { scope: 'publico' },
  })
  return ((await response.json()) as { datos: Draw }).datos
}

/** The operator's list of a player's purchases (every attempt, whatever its state). */
async function purchasesOf(email: string): Promise<PurchaseRecord[]> {
  const answer = await operator<PurchaseRecord[]>(
    'GET',
    `compras?usuario=${encodeURIComponent(email)}`,
  )
  expect(answer.status).toBe(200)
  return answer.body?.datos ?? []
}

/** A unique idempotency key, as the checkout page makes one. */
let keys = 0
const newKey = () => `clave-prueba-${Date.now().toString(36)}-${(keys += 1)}`

/** Free cards of the open draw, held by the player. */
async function holdCards(player: Player, count: number): Promise<Ticket[]> {
  const draw = await openDraw()
  const tickets = await buying.readRandomTickets(player.credentials, draw.id, count)
  expect(tickets).toHaveLength(count)
  for (const ticket of tickets)
    await buying.holdTicket(player.credentials, player.userId, ticket.id)
  return tickets
}

function purchaseOf(
  tickets: Ticket[],
  pack: { id: number; precio: number },
  overrides: Partial<buying.PurchaseRequest> = {},
): buying.PurchaseRequest {
  return {
    pack: pack.id,
    cartones: tickets.map((ticket) => ticket.id),
    medioPago: 'tarjeta',
    monto: pack.precio * tickets.length,
    clave: newKey(),
    retorno: RETORNO,
    ...overrides,
  }
}

/** The player's choice on the simulated provider's page: the answer's status and Location. */
async function decide(redireccion: string, decision: string) {
  const response = await fetch(servicios(redireccion), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
  })
  return { status: response.status, location: response.headers.get('location') }
}

/** Holds `count` cards and buys them; answers the purchase made (PENDIENTE). */
async function startPurchase(
  player: Player,
  count: number,
  pack = WEEKLY,
  overrides: Partial<buying.PurchaseRequest> = {},
) {
  const tickets = await holdCards(player, count)
  const request = purchaseOf(tickets, pack, overrides)
  const created = await buying.createPurchase(player.credentials, player.userId, request)
  expect(created.estado).toBe('PENDIENTE')
  return { tickets, request, created }
}

/** Holds `count` cards and buys them, approved: answers the cards. */
async function buyCards(player: Player, count: number, pack = WEEKLY): Promise<Ticket[]> {
  const { tickets, created } = await startPurchase(player, count, pack)
  expect(await decide(created.redireccion, 'aprobar')).toMatchObject({ status: 303 })
  return tickets
}

async function movementsOf(credentials: BackendCredentials, userId: number) {
  return (await readMovements(credentials, userId, 1, 50)).datos
}

describe('catalogue', () => {
  it('packs answers the packs on sale, ids ascending', async () => {
    const packs = await buying.readPacks()
    expect(packs.length).toBeGreaterThan(0)
    expect(packs.map((pack) => pack.id)).toEqual([...packs.map((pack) => pack.id)].sort())
  })

  onlyEmbedded('the embedded packs are the five of docs/product.md §9', async () => {
    expect(await buying.readPacks()).toEqual([
      { id: 1, nombre: 'Cartón de la semana', sorteos: 1, precio: 10_000, ahorro: 0 },
      { id: 2, nombre: 'PACK 12 SORTEOS', sorteos: 12, precio: 114_000, ahorro: 5 },
      { id: 3, nombre: 'PACK 24 SORTEOS', sorteos: 24, precio: 216_000, ahorro: 10 },
      { id: 4, nombre: 'PACK 48 SORTEOS', sorteos: 48, precio: 408_000, ahorro: 15 },
      { id: 5, nombre: 'PACK 17 SORTEOS', sorteos: 17, precio: 98_000, ahorro: 42 },
    ])
  })

  it('medios-pago answers the four methods, each saying where Pagar ahora leads', async () => {
    const methods = await buying.readPaymentMethods()
    expect(methods.map(({ codigo, nombre }) => [codigo, nombre])).toEqual([
      ['billetera', 'Tigo Money'],
      ['personal', 'Billetera Personal'],
      ['tarjeta', 'Tarjeta de crédito o débito (Bancard)'],
      ['otra', 'Zimple'],
    ])
    for (const method of methods) {
      expect(method.descripcion).toMatch(/Pagar ahora.*redirigimos a la página/)
    }
  })
})

describeEmbedded('demo data', () => {
  it('the verified player has an approved 12-draw pack with two cards', async () => {
    const verified = await loggedIn(VERIFIED.email, VERIFIED.password)
    const credentials = credentialsOf(verified.client)
    // Every pack, ended ones too: other suites run draws, and a pack that plays itself at each
    // close may have played all twelve by now.
    const packs = (await readMyPacks(credentials, verified.userId)) ?? []
    expect(packs).toEqual([
      expect.objectContaining({
        id: expect.any(Number),
        cantidad: expect.any(Number),
        pack: 'PACK 12 SORTEOS',
      }),
    ])
    expect(packs[0]!.cantidad).toBeLessThanOrEqual(12)
    const [record] = await purchasesOf(VERIFIED.email)
    expect(record).toMatchObject({
      pack: 'PACK 12 SORTEOS',
      estado: 'APROBADA',
      monto: 228_000,
      medioPago: 'billetera',
    })
    expect(record!.cartones).toHaveLength(2)
    const groups = await buying.readMyCards(credentials, verified.userId)
    expect(groups.flatMap((g) => g.numeroCarton.map((card) => card.numero))).toEqual(
      expect.arrayContaining(record!.cartones),
    )
  })

  it('the demo player’s approved purchases are her cards and her active packs: one story', async () => {
    const demo = await loggedIn(DEMO.email, DEMO.password)
    const credentials = credentialsOf(demo.client)
    // Mis movimientos' approved packs (12, 24 and 17 draws) are her packs; those other suites'
    // draws have played to the end are listed too (ended packs offer Renovar pack).
    const packs = (await readMyPacks(credentials, demo.userId)) ?? []
    expect(packs.map((p) => p.pack).sort()).toEqual([
      'PACK 12 SORTEOS',
      'PACK 17 SORTEOS',
      'PACK 24 SORTEOS',
    ])
    for (const pack of packs) expect(pack.cantidad).toBeGreaterThanOrEqual(0)
    // Every approved purchase has its cards in Mis cartones, and none is another player's.
    const purchases = await purchasesOf(DEMO.email)
    expect(purchases.length).toBeGreaterThan(0)
    const groups = await buying.readMyCards(credentials, demo.userId)
    const mine = groups.flatMap((g) => g.numeroCarton.map((card) => card.numero))
    for (const purchase of purchases) {
      if (purchase.estado !== 'APROBADA') {
        // A refused or cancelled one is there for Mis movimientos to name its pack: no cards.
        expect(['RECHAZADA', 'CANCELADA']).toContain(purchase.estado)
        expect(purchase.cartones).toEqual([])
        continue
      }
      expect(purchase.cartones.length).toBeGreaterThan(0)
      expect(mine).toEqual(expect.arrayContaining(purchase.cartones))
    }
    expect(purchases.filter((p) => p.estado === 'RECHAZADA').length).toBeGreaterThan(0)
    const verified = await purchasesOf(VERIFIED.email)
    for (const numero of verified.flatMap((p) => p.cartones)) expect(mine).not.toContain(numero)
  })
})

describeEmbedded('cards to choose from', () => {
  it('random tickets are free cards of the open draw, with their plays', async () => {
    const player = await freshPlayer()
    const draw = await openDraw()
    const tickets = await buying.readRandomTickets(player.credentials, draw.id, 20)
    expect(tickets).toHaveLength(20)
    expect(new Set(tickets.map((t) => t.id)).size).toBe(20)
    for (const ticket of tickets) {
      expect(ticket.numero).toMatch(/^\d{6}$/)
      expect(ticket.jugadas.map((play) => play.nombre)).toEqual([
        'Tradicional',
        'Revancha',
        'Siempre Sale',
        'Azar',
      ])
      // In the open draw: the same number is found by a search of that draw.
      const found = await buying.searchTickets(player.credentials, draw.id, ticket.numero)
      expect(found.map((t) => t.id)).toContain(ticket.id)
    }
    const one = await buying.readTicket(player.credentials, tickets[0]!.id)
    expect(one).toEqual(tickets[0])
  })

  it('a sold card and a held card are offered to nobody', async () => {
    const draw = await openDraw()
    const buyer = await freshPlayer()
    const sold = await buyCards(buyer, 1)
    const holder = await freshPlayer()
    const [held] = await holdCards(holder, 1)
    const other = await freshPlayer()
    for (const numero of [sold[0]!.numero, held!.numero]) {
      const found = await buying.searchTickets(other.credentials, draw.id, numero)
      expect(found.map((t) => t.numero)).not.toContain(numero)
    }
    // Never among the random ones either (the pool is 3,000: ask for many, several times).
    const heldOrSold = new Set([held!.id, sold[0]!.id])
    for (let i = 0; i < 5; i++) {
      const tickets = await buying.readRandomTickets(other.credentials, draw.id, 20)
      expect(tickets.filter((t) => heldOrSold.has(t.id))).toEqual([])
    }
  })

  it('searches by digits, at most five cards', async () => {
    const player = await freshPlayer()
    const draw = await openDraw()
    const found = await buying.searchTickets(player.credentials, draw.id, '12')
    expect(found.length).toBeGreaterThan(0)
    expect(found.length).toBeLessThanOrEqual(5)
    for (const ticket of found) expect(ticket.numero).toContain('12')
    await expect(buying.searchTickets(player.credentials, draw.id, '12a')).rejects.toThrow(
      new BackendError('Para buscar un cartón ingresá solo números, hasta 6 cifras.'),
    )
  })

  it('refuses a draw that is not open and a quantity outside 1..20', async () => {
    const player = await freshPlayer()
    const draw = await openDraw()
    await expect(buying.readRandomTickets(player.credentials, draw.id - 1, 5)).rejects.toThrow(
      new BackendError(`El sorteo N° ${draw.id - 1} no está abierto a la venta.`),
    )
    for (const cantidad of [0, 21]) {
      await expect(buying.readRandomTickets(player.credentials, draw.id, cantidad)).rejects.toThrow(
        new BackendError('La cantidad de cartones debe ser un número entre 1 y 20.'),
      )
    }
    await expect(buying.readTicket(player.credentials, 999_999_999)).rejects.toThrow(
      new BackendError('El cartón no existe.'),
    )
  })
})

describeEmbedded('reservations', () => {
  it('holds cards under one 10-hour countdown started by the first, and lets them go', async () => {
    const player = await freshPlayer()
    const empty = await buying.readReservation(player.credentials, player.userId)
    expect(empty).toEqual({
      expiraEn: null,
      restanteMs: 0,
      sorteoId: (await openDraw()).id,
      cartones: [],
    })
    const draw = await openDraw()
    const [first, second] = await buying.readRandomTickets(player.credentials, draw.id, 2)
    const before = Date.now()
    const one = await buying.holdTicket(player.credentials, player.userId, first!.id)
    expect(one.cartones).toEqual([first])
    expect(one.sorteoId).toBe(draw.id)
    const expiry = Date.parse(one.expiraEn!)
    expect(expiry - before).toBeGreaterThanOrEqual(HOLD_MS - 1000)
    expect(expiry - Date.now()).toBeLessThanOrEqual(HOLD_MS)
    expect(one.restanteMs).toBeGreaterThan(HOLD_MS - 60_000)
    expect(one.restanteMs).toBeLessThanOrEqual(HOLD_MS)

    await new Promise((resolve) => setTimeout(resolve, 50))
    const two = await buying.holdTicket(player.credentials, player.userId, second!.id)
    expect(two.cartones.map((card) => card.id)).toEqual([first!.id, second!.id])
    // Adding a card does not buy time.
    expect(two.expiraEn).toBe(one.expiraEn)
    expect(two.restanteMs).toBeLessThan(one.restanteMs)
    // Holding a card again changes nothing.
    expect(
      (await buying.holdTicket(player.credentials, player.userId, second!.id)).cartones,
    ).toEqual(two.cartones)

    const released = await buying.releaseTicket(player.credentials, player.userId, first!.id)
    expect(released.cartones).toEqual([second])
    expect(released.expiraEn).toBe(one.expiraEn)
    const none = await buying.releaseReservation(player.credentials, player.userId)
    expect(none).toEqual({ expiraEn: null, restanteMs: 0, sorteoId: draw.id, cartones: [] })
    // Released cards are free again.
    const other = await freshPlayer()
    expect(
      (await buying.holdTicket(other.credentials, other.userId, first!.id)).cartones,
    ).toHaveLength(1)
  })

  it('two players racing for one card: exactly one holds it, the other is told', async () => {
    const [a, b] = await Promise.all([freshPlayer(), freshPlayer()])
    const draw = await openDraw()
    const [card] = await buying.readRandomTickets(a.credentials, draw.id, 1)
    const results = await Promise.allSettled([
      buying.holdTicket(a.credentials, a.userId, card!.id),
      buying.holdTicket(b.credentials, b.userId, card!.id),
    ])
    const won = results.filter((r) => r.status === 'fulfilled')
    const lost = results.filter((r) => r.status === 'rejected')
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(1)
    expect((lost[0] as PromiseRejectedResult).reason).toEqual(new BackendError(taken(card!.numero)))
    const views = await Promise.all([
      buying.readReservation(a.credentials, a.userId),
      buying.readReservation(b.credentials, b.userId),
    ])
    expect(views.map((view) => view.cartones.length).sort()).toEqual([0, 1])
  })

  it('refuses a sold card, a 21st card and another player’s id', async () => {
    const player = await freshPlayer()
    const draw = await openDraw()
    const buyer = await freshPlayer()
    const [sold] = await buyCards(buyer, 1)
    await expect(buying.holdTicket(player.credentials, player.userId, sold!.id)).rejects.toThrow(
      new BackendError(taken(sold!.numero)),
    )

    await holdCards(player, 20)
    const [extra] = await buying.readRandomTickets(player.credentials, draw.id, 1)
    await expect(buying.holdTicket(player.credentials, player.userId, extra!.id)).rejects.toThrow(
      new BackendError('Podés reservar hasta 20 cartones a la vez.'),
    )
    expect((await buying.readReservation(player.credentials, player.userId)).cartones).toHaveLength(
      20,
    )

    await expect(buying.readReservation(player.credentials, buyer.userId)).rejects.toBeInstanceOf(
      ForbiddenError,
    )
    await expect(
      buying.holdTicket(player.credentials, buyer.userId, extra!.id),
    ).rejects.toBeInstanceOf(ForbiddenError)
  })
})

describeEmbedded('purchases', () => {
  it('refuses a tampered amount or card list, and an invalid request, changing nothing', async () => {
    const player = await freshPlayer()
    const tickets = await holdCards(player, 2)
    const [other] = await buying.readRandomTickets(player.credentials, (await openDraw()).id, 1)
    const base = purchaseOf(tickets, PACK_12)
    const refusals: [Partial<buying.PurchaseRequest>, string][] = [
      [{ monto: 2 * WEEKLY.precio }, 'El monto no coincide con el precio del pack.'],
      [{ monto: 0 }, 'El monto no coincide con el precio del pack.'],
      [{ pack: WEEKLY.id }, 'El monto no coincide con el precio del pack.'],
      [{ cartones: [tickets[0]!.id] }, 'La lista de cartones no coincide con tu reserva.'],
      [
        { cartones: [...base.cartones, other!.id], monto: 3 * PACK_12.precio },
        'La lista de cartones no coincide con tu reserva.',
      ],
      [
        { cartones: [tickets[0]!.id, other!.id] },
        'La lista de cartones no coincide con tu reserva.',
      ],
      [
        { cartones: [tickets[0]!.id, tickets[0]!.id] },
        'La lista de cartones no coincide con tu reserva.',
      ],
      [{ cartones: [] }, 'Elegí al menos un cartón.'],
      [{ medioPago: 'bitcoin' }, 'El medio de pago no es válido.'],
      [{ clave: 'corta' }, 'La clave de la compra no es válida.'],
      [{ clave: 'con espacios no valen nada' }, 'La clave de la compra no es válida.'],
      [{ retorno: 'https://otro.example/robar' }, 'La dirección de retorno no es válida.'],
      [{ retorno: '//otro.example/robar' }, 'La dirección de retorno no es válida.'],
      [{ retorno: '/\\otro.example' }, 'La dirección de retorno no es válida.'],
      [{ pack: 99 }, 'El pack elegido no existe.'],
    ]
    for (const [overrides, mensaje] of refusals) {
      await expect(
        buying.createPurchase(player.credentials, player.userId, { ...base, ...overrides }),
      ).rejects.toThrow(new BackendError(mensaje))
    }
    expect(await purchasesOf(player.player.email)).toEqual([])
    expect(await movementsOf(player.credentials, player.userId)).toEqual([])
    expect((await buying.readReservation(player.credentials, player.userId)).cartones).toEqual(
      tickets,
    )
  })

  it('refuses a purchase with nothing held', async () => {
    const player = await freshPlayer()
    await expect(
      buying.createPurchase(player.credentials, player.userId, {
        pack: WEEKLY.id,
        cartones: [1],
        medioPago: 'tarjeta',
        monto: WEEKLY.precio,
        clave: newKey(),
        retorno: RETORNO,
      }),
    ).rejects.toThrow(new BackendError('La lista de cartones no coincide con tu reserva.'))
  })

  it('one key is one purchase and one movement: sequential and concurrent repeats', async () => {
    const player = await freshPlayer()
    const { request, created } = await startPurchase(player, 2, PACK_12)
    expect(created.redireccion).toMatch(/^\/servicios\/pasarela\/tarjeta\/[A-Za-z0-9_-]{43}$/)
    const again = await buying.createPurchase(player.credentials, player.userId, request)
    expect(again).toEqual(created)
    // A repeat with other content (a double click after an edit) still answers the first one.
    const edited = await buying.createPurchase(player.credentials, player.userId, {
      ...request,
      medioPago: 'otra',
    })
    expect(edited).toEqual(created)

    const concurrentKey = newKey()
    const concurrent = await Promise.all(
      Array.from({ length: 4 }, () =>
        buying.createPurchase(player.credentials, player.userId, {
          ...request,
          clave: concurrentKey,
        }),
      ),
    )
    expect(new Set(concurrent.map((purchase) => purchase.id)).size).toBe(1)
    expect(new Set(concurrent.map((purchase) => purchase.redireccion)).size).toBe(1)
    expect(concurrent[0]!.id).not.toBe(created.id)

    const records = await purchasesOf(player.player.email)
    expect(records.map((record) => record.clave).sort()).toEqual(
      [request.clave, concurrentKey].sort(),
    )
    for (const record of records) {
      expect(record).toMatchObject({
        email: player.player.email,
        pack: 'PACK 12 SORTEOS',
        medioPago: 'tarjeta',
        monto: 228_000,
        // The newer attempt replaced the first one, which can no longer be paid.
        estado: record.clave === concurrentKey ? 'PENDIENTE' : 'CANCELADA',
      })
      expect(record.cartones).toHaveLength(2)
    }
    const movements = await movementsOf(player.credentials, player.userId)
    expect(movements).toHaveLength(2)
    for (const movement of movements) {
      expect(movement).toMatchObject({
        tipo: 'COMPRA PACK',
        cantidadCartones: 2,
        monto: 228_000,
        estadoTransaccion: expect.stringMatching(/^(PENDIENTE|CANCELADA)$/),
        medioPagoNombre: 'Tarjeta de crédito o débito (Bancard)',
        fechaSorteo: (await openDraw()).fecha,
      })
    }
  })

  it('the provider page shows the payment; approving once sends the player back with the id', async () => {
    const player = await freshPlayer()
    const { tickets, created } = await startPurchase(player, 2, PACK_12, { medioPago: 'otra' })

    const page = await fetch(servicios(created.redireccion))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).not.toContain('script-src')
    expect(page.headers.get('cache-control')).toContain('no-store')
    // Its address carries the purchase's token: no referrer leaves it.
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    // The rest of the site keeps the site's policy (when served by the site, as here).
    const siteCsp = (await fetch(servicios('/servicios/rest/packs'))).headers.get(
      'content-security-policy',
    )
    if (siteCsp !== null) expect(siteCsp).toContain("default-src 'self'")
    const html = await page.text()
    expect(html).toMatch(/^<!doctype html>\s*<html lang="es">/)
    expect(html).toMatch(/<title>[^<]*Zimple[^<]*<\/title>/)
    expect(html).toContain('<h1>Zimple</h1>')
    expect(html).toContain('Gs.\u00a0228.000')
    expect(html).toContain('2 cartones')
    expect(html).toContain('<form method="post"')
    expect(html).not.toMatch(/<script/i)
    for (const [value, label] of [
      ['aprobar', 'Aprobar pago'],
      ['rechazar', 'Rechazar pago'],
      ['cancelar', 'Cancelar y volver'],
    ]) {
      expect(html).toContain(
        `<button type="submit" name="decision" value="${value}" class="${value}">${label}</button>`,
      )
    }

    const approved = await decide(created.redireccion, 'aprobar')
    expect(approved).toEqual({ status: 303, location: `${RETORNO}?compra=${created.id}` })
    const purchase = await buying.readPurchase(player.credentials, player.userId, created.id)
    const draw = await openDraw()
    expect(purchase).toEqual({
      id: created.id,
      estado: 'APROBADA',
      packNombre: 'PACK 12 SORTEOS',
      sorteos: 12,
      medioPagoNombre: 'Zimple',
      monto: 228_000,
      cantidadCartones: 2,
      fechaSorteo: draw.fecha,
      // Defined here, for the cards' QR codes (docs/features.md, "Cartón QR codes").
      sorteoId: draw.id,
      mensaje: 'Pago aprobado',
      cartones: tickets
        .map(({ id, numero }) => ({ id, numero }))
        .sort((x, y) => x.numero.localeCompare(y.numero)),
    })

    // A second decision, or a reload of the page, changes nothing.
    expect(await decide(created.redireccion, 'rechazar')).toEqual(approved)
    expect((await buying.readPurchase(player.credentials, player.userId, created.id)).estado).toBe(
      'APROBADA',
    )
    const after = await (await fetch(servicios(created.redireccion))).text()
    expect(after).toContain('Este pago ya fue aprobado.')
    expect(after).not.toContain('<form')
    expect(after).toContain(`href="${RETORNO}?compra=${created.id}"`)
    expect(await decide(created.redireccion, 'sin-sentido')).toMatchObject({ status: 400 })
    expect((await fetch(servicios('/servicios/pasarela/otra/no-existe'))).status).toBe(404)
    expect(
      (await fetch(servicios(created.redireccion.replace('/otra/', '/tarjeta/')))).status,
    ).toBe(404)

    // The hold has done its job; the player has a 12-draw pack with these two cards.
    expect((await buying.readReservation(player.credentials, player.userId)).cartones).toEqual([])
    expect(await readActivePacks(player.credentials, player.userId)).toEqual([
      { id: expect.any(Number), cantidad: 12, pack: 'PACK 12 SORTEOS', cartonesPendientes: false },
    ])
    expect(await readPacksAwaitingCards(player.credentials, player.userId)).toEqual([])
    expect(await purchasesOf(player.player.email)).toEqual([
      expect.objectContaining({ id: created.id, estado: 'APROBADA' }),
    ])
  })

  it('approved cards are the player’s: mis-cartones and ticket/info, and nobody else’s', async () => {
    const player = await freshPlayer()
    const { tickets, created } = await startPurchase(player, 2, WEEKLY, { medioPago: 'personal' })
    expect(await buying.readMyCards(player.credentials, player.userId)).toEqual([])
    await decide(created.redireccion, 'aprobar')
    const draw = await openDraw()

    const mine = await buying.readMyCards(player.credentials, player.userId)
    expect(mine).toEqual([
      {
        fechaSorteo: draw.fecha,
        sorteoId: draw.id,
        numeroCarton: tickets
          // Bought by the player, so not chosen at the close of sales.
          .map(({ id, numero }) => ({
            id,
            numero,
            resultado: 'PENDIENTE',
            premios: [],
            eleccionAutomatica: false,
            favorito: null,
          }))
          .sort((x, y) => x.numero.localeCompare(y.numero)),
        // Contract addition (alerts): the draw has not been run, so no card has an outcome yet.
        sorteado: false,
        cartonesGanadores: 0,
      },
    ])
    const detail = await buying.readCardDetail(player.credentials, player.userId, tickets[0]!.id)
    expect(detail).toEqual({
      numero: tickets[0]!.numero,
      fechaReserva: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      usuarioNombre: `${player.player.nombre} ${player.player.apellido}`,
      medioPagoNombre: 'Billetera Personal',
      usuarioDocumento: player.player.documento,
      jugadas: tickets[0]!.jugadas,
    })
    expect(Math.abs(Date.parse(detail.fechaReserva) - Date.now())).toBeLessThan(60_000)
    // The cartón de la semana opens no pack.
    expect(await readActivePacks(player.credentials, player.userId)).toEqual([])

    const other = await freshPlayer()
    await expect(
      buying.readCardDetail(other.credentials, other.userId, tickets[0]!.id),
    ).rejects.toThrow(new BackendError('El cartón no pertenece a tu cuenta.'))
    await expect(
      buying.readPurchase(other.credentials, other.userId, created.id),
    ).rejects.toBeInstanceOf(NotFoundError)
    await expect(
      buying.readCardDetail(other.credentials, player.userId, tickets[0]!.id),
    ).rejects.toBeInstanceOf(ForbiddenError)
    await expect(
      buying.holdTicket(other.credentials, other.userId, tickets[0]!.id),
    ).rejects.toThrow(new BackendError(taken(tickets[0]!.numero)))
  })

  it('rejected and cancelled payments leave no cards; the hold stays for another method', async () => {
    const player = await freshPlayer()
    const { tickets, request, created } = await startPurchase(player, 1, WEEKLY, {
      medioPago: 'billetera',
    })
    expect(await decide(created.redireccion, 'rechazar')).toEqual({
      status: 303,
      location: `${RETORNO}?compra=${created.id}`,
    })
    expect(await buying.readPurchase(player.credentials, player.userId, created.id)).toMatchObject({
      estado: 'RECHAZADA',
      mensaje: 'Pago rechazado por el medio de pago',
    })
    const hold = await buying.readReservation(player.credentials, player.userId)
    expect(hold.cartones.map((card) => card.id)).toEqual([tickets[0]!.id])

    const second = await buying.createPurchase(player.credentials, player.userId, {
      ...request,
      medioPago: 'personal',
      clave: newKey(),
    })
    await decide(second.redireccion, 'cancelar')
    expect(await buying.readPurchase(player.credentials, player.userId, second.id)).toMatchObject({
      estado: 'CANCELADA',
      mensaje: 'Pago cancelado por el jugador',
    })
    expect(await buying.readMyCards(player.credentials, player.userId)).toEqual([])

    const third = await buying.createPurchase(player.credentials, player.userId, {
      ...request,
      medioPago: 'tarjeta',
      clave: newKey(),
    })
    await decide(third.redireccion, 'aprobar')
    expect((await buying.readMyCards(player.credentials, player.userId))[0]!.numeroCarton).toEqual([
      {
        id: tickets[0]!.id,
        numero: tickets[0]!.numero,
        resultado: 'PENDIENTE',
        premios: [],
        eleccionAutomatica: false,
        favorito: null,
      },
    ])

    const movements = await movementsOf(player.credentials, player.userId)
    expect(
      movements.map((m) => [m.medioPagoNombre, m.estadoTransaccion, m.mensaje, m.tipo, m.monto]),
    ).toEqual([
      [
        'Tarjeta de crédito o débito (Bancard)',
        'APROBADA',
        'Pago aprobado',
        'COMPRA CARTÓN',
        10_000,
      ],
      ['Billetera Personal', 'CANCELADA', 'Pago cancelado por el jugador', 'COMPRA CARTÓN', 10_000],
      ['Tigo Money', 'RECHAZADA', 'Pago rechazado por el medio de pago', 'COMPRA CARTÓN', 10_000],
    ])
    expect((await purchasesOf(player.player.email)).map((p) => [p.medioPago, p.estado])).toEqual([
      ['tarjeta', 'APROBADA'],
      ['personal', 'CANCELADA'],
      ['billetera', 'RECHAZADA'],
    ])
  })

  it('a new attempt replaces an abandoned one, whose provider page can no longer approve', async () => {
    const player = await freshPlayer()
    const { request, created: abandoned } = await startPurchase(player, 1, WEEKLY, {
      medioPago: 'personal',
    })
    const retry = await buying.createPurchase(player.credentials, player.userId, {
      ...request,
      medioPago: 'tarjeta',
      clave: newKey(),
    })
    expect(retry.id).not.toBe(abandoned.id)
    expect(
      await buying.readPurchase(player.credentials, player.userId, abandoned.id),
    ).toMatchObject({ estado: 'CANCELADA', mensaje: 'Reemplazado por un nuevo intento de pago' })

    await decide(abandoned.redireccion, 'aprobar')
    expect(
      await buying.readPurchase(player.credentials, player.userId, abandoned.id),
    ).toMatchObject({ estado: 'CANCELADA' })
    expect(await buying.readMyCards(player.credentials, player.userId)).toEqual([])

    await decide(retry.redireccion, 'aprobar')
    expect((await purchasesOf(player.player.email)).map((p) => [p.medioPago, p.estado])).toEqual([
      ['tarjeta', 'APROBADA'],
      ['personal', 'CANCELADA'],
    ])
  })

  it('a card taken by someone else before the approval turns the payment down', async () => {
    const player = await freshPlayer()
    const { tickets, created } = await startPurchase(player, 1)
    await buying.releaseTicket(player.credentials, player.userId, tickets[0]!.id)
    const other = await freshPlayer()
    await buying.holdTicket(other.credentials, other.userId, tickets[0]!.id)
    await decide(created.redireccion, 'aprobar')
    expect(await buying.readPurchase(player.credentials, player.userId, created.id)).toMatchObject({
      estado: 'RECHAZADA',
      mensaje: 'La reserva venció antes del pago',
    })
    expect(await buying.readMyCards(player.credentials, player.userId)).toEqual([])
    const [movement] = await movementsOf(player.credentials, player.userId)
    expect(movement).toMatchObject({
      estadoTransaccion: 'RECHAZADA',
      mensaje: 'La reserva venció antes del pago',
    })
  })

  it('the operator CLI lists a player’s purchases', async () => {
    const player = await freshPlayer()
    const { created } = await startPurchase(player, 1)
    const cli = await operatorCli('compras', '--usuario', player.player.email)
    expect(cli.code).toBe(0)
    expect(cli.stdout).toContain(`#${created.id} `)
    expect(cli.stdout).toContain(player.player.email)
    expect(cli.stdout).toContain('Cartón de la semana  tarjeta  Gs.\u00a010.000  PENDIENTE')
    expect(cli.stdout).toContain('1 compra.')
    const help = await operatorCli('ayuda')
    expect(help.stdout).toContain('compras [--usuario email]')
    expect((await new BackendClient().call('GET', 'operador/compras')).status).toBe(401)
  })
})

describeEmbedded('self-exclusion and expiry', () => {
  it('a self-excluded player has no session to buy with', async () => {
    const player = await freshPlayer()
    const [card] = await holdCards(player, 1)
    const block = await player.client.call('POST', 'rest/bloqueo/autoexclusion', {
      body: { idUsuario: player.userId, tiempoAutoexclusion: { idTiempo: 1 }, tipoBloqueo: 'AB' },
    })
    expect(block.body.error).toBe(false)
    const stale = await player.client.call('PUT', `rest/reservas/${player.userId}/${card!.id}`)
    expect(stale.status).toBe(401)
    const again = await new BackendClient().login(player.player.email, player.player.password)
    expect(again.body.error).toBe(true)
  })

  // In a process of its own, on a database of its own: expiry needs ten hours to pass, and a
  // player self-excluded with a session still open cannot be made over HTTP.
  it('an expired hold frees its cards and cancels its purchase; exclusion refuses buying', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-buying-'))
    try {
      const output = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          [
            path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'),
            'packages/reference-backend/tests/support/buying-in-process.ts',
          ],
          { env: { ...process.env, EMBEDDED_DATA_DIR: dataDir }, timeout: 90_000 },
          (error, stdout, stderr) =>
            error ? reject(new Error(stderr || error.message)) : resolve(stdout),
        ),
      )
      const { card, expired, excluded } = JSON.parse(output.trim().split('\n').pop() ?? '{}')
      expect(expired.reservation).toEqual({
        error: false,
        mensaje: 'OK',
        datos: { expiraEn: null, restanteMs: 0, sorteoId: expect.any(Number), cartones: [] },
      })
      expect(expired.searchedByOther.datos).toEqual([card])
      expect(expired.purchase.datos).toMatchObject({
        estado: 'CANCELADA',
        mensaje: 'La reserva venció antes del pago',
      })
      expect(expired.approval).toBe(303)
      expect(expired.purchaseAfterApproval.datos).toMatchObject({ estado: 'CANCELADA' })
      // The expired purchase gave the player no card (her seeded history has cards of past draws).
      const mine = (expired.myCards.datos as { numeroCarton: { id: number }[] }[]).flatMap((g) =>
        g.numeroCarton.map((c) => c.id),
      )
      expect(mine).not.toContain(card.id)
      expect(expired.movement).toEqual([
        { estado: 'CANCELADA', mensaje: 'La reserva venció antes del pago' },
      ])
      expect(expired.heldByOther.datos.cartones).toEqual([card])
      expect(expired.heldByOther.datos.restanteMs).toBe(HOLD_MS)

      const refusal = {
        error: true,
        mensaje: 'Tu cuenta está autoexcluida hasta el 01/03/2027. No podés comprar cartones.',
      }
      expect(excluded.hold).toEqual(refusal)
      expect(excluded.purchase).toEqual(refusal)
      expect(excluded.reservation.datos.cartones).toEqual([])
      expect(excluded.purchases).toBe(1)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})

// Last: runs the open draw (the next one opens).
describeEmbedded('packs after a draw', () => {
  it('a pack has one draw less and asks for its cards, which reservar-suscripcion assigns', async () => {
    const player = await freshPlayer()
    const { tickets, created } = await startPurchase(player, 2, PACK_12)
    await decide(created.redireccion, 'aprobar')
    // Left undecided, and a hold: both end with the draw.
    const waiting = await freshPlayer()
    const pending = await startPurchase(waiting, 1)
    const holder = await freshPlayer()
    await holdCards(holder, 1)

    const closed = await openDraw()
    // The Azar prizes go to cards that are not the pack's: a free card won by one of them would
    // be one more claim than the test expects.
    const own = new Set(tickets.map((ticket) => ticket.numero))
    const pool = await operator<string[]>('GET', `sorteos/${closed.id}/cartones?cantidad=20`)
    const others = (pool.body?.datos ?? []).filter((numero) => !own.has(numero))
    const run = await operator('POST', 'sorteos/ejecutar', {
      sorteoId: closed.id,
      premiosAzar: [
        { numero: others[0], premio: 'Automóvil 0 km' },
        { numero: others[1], premio: 'Cartón gratis' },
      ],
    })
    expect(run.body?.error).toBe(false)
    const next = await openDraw()
    expect(next.id).toBe(closed.id + 1)

    const [pack] = await readActivePacks(player.credentials, player.userId)
    expect(pack).toMatchObject({ cantidad: 11, pack: 'PACK 12 SORTEOS', cartonesPendientes: true })
    expect(await readPacksAwaitingCards(player.credentials, player.userId)).toEqual([pack])
    expect(
      await buying.readPurchase(waiting.credentials, waiting.userId, pending.created.id),
    ).toMatchObject({ estado: 'CANCELADA', mensaje: 'El sorteo ya se realizó' })
    expect(await buying.readReservation(holder.credentials, holder.userId)).toMatchObject({
      sorteoId: next.id,
      cartones: [],
    })

    const [first, second, third] = await buying.readRandomTickets(player.credentials, next.id, 3)
    // Not a card of the closed draw, nor one somebody else holds.
    await expect(
      buying.reserveForSubscription(player.credentials, player.userId, tickets[0]!.id),
    ).rejects.toThrow(new BackendError('El cartón no es del sorteo abierto.'))
    await buying.holdTicket(holder.credentials, holder.userId, third!.id)
    await expect(
      buying.reserveForSubscription(player.credentials, player.userId, third!.id),
    ).rejects.toThrow(new BackendError(taken(third!.numero)))

    expect(await buying.reserveForSubscription(player.credentials, player.userId, first!.id)).toBe(
      'Cartón reservado',
    )
    expect((await readActivePacks(player.credentials, player.userId))[0]!.cartonesPendientes).toBe(
      true,
    )
    expect(await buying.reserveForSubscription(player.credentials, player.userId, second!.id)).toBe(
      'Cartón reservado',
    )
    expect(await readActivePacks(player.credentials, player.userId)).toEqual([
      { ...pack, cartonesPendientes: false },
    ])
    expect(await readPacksAwaitingCards(player.credentials, player.userId)).toEqual([])
    const [, , fourth] = await buying.readRandomTickets(player.credentials, next.id, 3)
    await expect(
      buying.reserveForSubscription(player.credentials, player.userId, fourth!.id),
    ).rejects.toThrow(new BackendError('No tenés cartones pendientes de elegir para este sorteo.'))
    // A player without a pack has nothing to choose.
    await expect(
      buying.reserveForSubscription(waiting.credentials, waiting.userId, fourth!.id),
    ).rejects.toThrow(new BackendError('No tenés cartones pendientes de elegir para este sorteo.'))

    const groups = await buying.readMyCards(player.credentials, player.userId)
    expect(groups.map((group) => group.sorteoId)).toEqual([next.id, closed.id])
    expect(groups[0]!.numeroCarton.map((card) => card.id).sort()).toEqual(
      [first!.id, second!.id].sort(),
    )
    const detail = await buying.readCardDetail(player.credentials, player.userId, first!.id)
    expect(detail.medioPagoNombre).toBe('Tarjeta de crédito o débito (Bancard)')
    // Assigned cards are nobody else's to take.
    await expect(buying.holdTicket(holder.credentials, holder.userId, first!.id)).rejects.toThrow(
      new BackendError(taken(first!.numero)),
    )
  }, 60_000)
})
