import {
  listOf,
  packListSchema,
  packSubscriptionSchema,
  pendingExchangesSchema,
  purchaseCreatedSchema,
  purchaseSchema,
  reservationSchema,
  ticketListSchema,
  ticketSchema,
  type Draw,
  type Reservation,
} from '@loteria/contract'
import type { Answer } from '../client'
import { UNKNOWN_ID, type Context, type Player } from '../context'
import { datos, envelope, fail, refusal, refusedWith, rule } from '../rules'

// Buying (docs/contract.md "Backend contract: buying"), with --writes: two free cards held, one
// let go, a purchase refused three times and made once (its key repeated), read back, and cleaned
// up: its payment cancelled where the provider is the contract's simulated one, the hold let go.

const HOLD_MS = 36_000_000
const AMOUNT_DOES_NOT_MATCH = 'El monto no coincide con el precio del pack.'
const CARDS_DO_NOT_MATCH = 'La lista de cartones no coincide con tu reserva.'
const INVALID_KEY = 'La clave de la compra no es válida.'
const NO_PENDING_CARDS = 'No tenés cartones pendientes de elegir para este sorteo.'
const SALES_CLOSED = /^Las ventas del Sorteo N° \d+ ya cerraron/
const RETURN = '/comprar-carton/resultado'

/** The instant sales close, when the backend says it (`cierreVentas` of sorteos/actual). */
function closeOfSales(draw: Draw): number | undefined {
  const close: unknown = 'cierreVentas' in draw ? draw.cierreVentas : undefined
  return typeof close === 'string' ? Date.parse(close) : undefined
}

const hold = (answer: Answer): Reservation => datos(answer, reservationSchema, 'reservationSchema')
const ids = (reservation: Reservation) => reservation.cartones.map((card) => card.id).join(',')

export async function checkBuying(context: Context) {
  const { suite, player, openDraw } = context
  if (!player || !openDraw) return
  const u = player.userId
  const call = (method: 'GET' | 'PUT' | 'DELETE', path: string) => player.client.call(method, path)
  let tickets: { id: number; numero: string }[] = []
  await suite.check('GET rest/ticket/listar/azar/{idsorteo}/{cantidad}', async () => {
    tickets = datos(
      await call('GET', `rest/ticket/listar/azar/${openDraw.id}/2`),
      ticketListSchema,
      'ticketListSchema',
    )
    rule(tickets.length === 2, `pedidos 2 cartones libres, llegaron ${tickets.length}`)
    return 'ticketListSchema, 2 cartones libres'
  })
  const [first, second] = tickets
  if (!first || !second)
    return suite.skip('PUT rest/reservas/{userId}/{ticketId}', 'sin cartones libres')
  await suite.check('GET rest/ticket/buscar/{idsorteo}', async () => {
    const answer = await player.client.call('GET', `rest/ticket/buscar/${openDraw.id}`, {
      query: { numero: first.numero },
    })
    const found = datos(answer, ticketListSchema, 'ticketListSchema')
    rule(found.length <= 5, `${found.length} cartones: el contrato dice hasta 5`)
    rule(
      found.some((card) => card.id === first.id),
      `el cartón libre ${first.numero} no aparece al buscarlo`,
    )
    return 'ticketListSchema, encuentra un cartón libre por su número'
  })
  await suite.check('GET rest/ticket/{id}', async () => {
    const card = datos(await call('GET', `rest/ticket/${first.id}`), ticketSchema, 'ticketSchema')
    rule(card.numero === first.numero, `numero ${card.numero}, no ${first.numero}`)
    return 'ticketSchema'
  })
  const before = hold(await call('GET', `rest/reservas/${u}`))
  if (before.cartones.length > 0) {
    return suite.skip(
      'PUT rest/reservas/{userId}/{ticketId}',
      'la cuenta de prueba ya tiene cartones reservados: liberalos primero',
    )
  }
  let closed = false
  const held = await suite.check('PUT rest/reservas/{userId}/{ticketId}', async () => {
    const answer = await call('PUT', `rest/reservas/${u}/${first.id}`)
    const body = envelope(answer, {
      error: (answer.json as { error?: unknown } | undefined)?.error === true,
    })
    const closes = closeOfSales(openDraw)
    if (body.error) {
      // The close of sales (docs/contract.md, "Packs that play themselves"): refused, said so.
      if (SALES_CLOSED.test(body.mensaje ?? '')) {
        rule(
          closes === undefined || closes <= Date.now(),
          'ventas cerradas antes de su cierreVentas',
        )
        closed = true
        return 'ventas cerradas: rechazo del contrato'
      }
      fail(`la reserva fue rechazada: ${body.mensaje ?? ''}`)
    }
    rule(
      closes === undefined || closes > Date.now(),
      'una reserva aceptada después de cierreVentas: las ventas debían estar cerradas',
    )
    const one = hold(answer)
    rule(ids(one) === String(first.id), `la reserva tiene ${ids(one)}, no ${first.id}`)
    rule(one.restanteMs > 0 && one.restanteMs <= HOLD_MS, `restanteMs ${one.restanteMs}`)
    rule(one.sorteoId === openDraw.id, `sorteoId ${one.sorteoId}, no el sorteo abierto`)
    const again = hold(await call('PUT', `rest/reservas/${u}/${first.id}`))
    rule(ids(again) === ids(one), 'reservar el mismo cartón otra vez cambió la reserva')
    const two = hold(await call('PUT', `rest/reservas/${u}/${second.id}`))
    rule(two.cartones.length === 2, 'el segundo cartón no entró en la reserva')
    rule(two.expiraEn === one.expiraEn, 'sumar un cartón alargó la reserva')
    return 'reservationSchema; otra vez, sin cambio; un segundo cartón no alarga la reserva'
  })
  if (closed) return suite.skip('POST rest/compras/{userId}', 'ventas cerradas')
  await suite.check('DELETE rest/reservas/{userId}/{ticketId}', async () => {
    const left = hold(await call('DELETE', `rest/reservas/${u}/${second.id}`))
    rule(ids(left) === String(first.id), `quedaron ${ids(left)}, no ${first.id}`)
    return 'reservationSchema, suelta ese cartón'
  })
  if (held) await purchase(context, player, first.id)
  await suite.check('DELETE rest/reservas/{userId}', async () => {
    const none = hold(await call('DELETE', `rest/reservas/${u}`))
    rule(none.cartones.length === 0, 'quedaron cartones reservados')
    rule(
      none.expiraEn == null && none.restanteMs === 0,
      'sin cartones: expiraEn null, restanteMs 0',
    )
    return 'reservationSchema vacía'
  })
  const call5 = 'PUT rest/ticket/reservar-suscripcion/{userId}/{ticketId}/5/-10'
  const waiting = await player.client.call('GET', `rest/ticket/recordatorio-elegir-cartones/${u}`)
  const exchanges = await player.client.call('GET', `rest/ticket/canjes-pendientes/${u}`)
  const nothingToChoose =
    datos(waiting, listOf(packSubscriptionSchema), 'packSubscriptionSchema').length === 0 &&
    datos(exchanges, pendingExchangesSchema, 'pendingExchangesSchema').cantidad === 0
  // With a card to choose the call would choose it: only its refusal is checked.
  if (!nothingToChoose) return suite.skip(call5, 'la cuenta de prueba tiene un cartón por elegir')
  await suite.check(call5, async () => {
    refusal(
      await call('PUT', `rest/ticket/reservar-suscripcion/${u}/${first.id}/5/-10`),
      NO_PENDING_CARDS,
    )
    return 'sin cartones por elegir, rechazo'
  })
}

async function purchase(context: Context, player: Player, cardId: number) {
  const { suite } = context
  const u = player.userId
  const packs = datos(
    await context.open.call('GET', 'rest/packs'),
    packListSchema,
    'packListSchema',
  )
  const pack = packs.find((one) => one.sorteos === 1) ?? packs[0]
  if (!pack) return suite.skip('POST rest/compras/{userId}', 'sin packs')
  const clave = `contrato-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  const body = {
    pack: pack.id,
    cartones: [cardId],
    medioPago: 'tarjeta',
    monto: pack.precio,
    clave,
    retorno: RETURN,
  }
  const buy = (over: object) =>
    player.client.call('POST', `rest/compras/${u}`, { body: { ...body, ...over } })
  let created: { id: number; redireccion: string } | undefined
  await suite.check('POST rest/compras/{userId}', async () => {
    refusal(await buy({ monto: pack.precio + 1, clave: `${clave}-a` }), AMOUNT_DOES_NOT_MATCH)
    refusal(await buy({ cartones: [cardId + 1], clave: `${clave}-b` }), CARDS_DO_NOT_MATCH)
    refusal(await buy({ clave: 'corta' }), INVALID_KEY)
    const made = datos(await buy({}), purchaseCreatedSchema, 'purchaseCreatedSchema')
    rule(made.estado === 'PENDIENTE', `estado ${made.estado}, no PENDIENTE`)
    const again = datos(await buy({}), purchaseCreatedSchema, 'purchaseCreatedSchema')
    rule(again.id === made.id, 'la misma clave hizo otra compra')
    created = made
    return 'purchaseCreatedSchema PENDIENTE; la misma clave, la misma compra; monto, cartones y clave ajenos, rechazos'
  })
  if (!created) return
  const { id, redireccion } = created
  await suite.check('GET rest/compras/{userId}/{id}', async () => {
    const read = datos(
      await player.client.call('GET', `rest/compras/${u}/${id}`),
      purchaseSchema,
      'purchaseSchema',
    )
    rule(
      read.cantidadCartones === 1 && read.cartones[0]?.id === cardId,
      'no son los cartones comprados',
    )
    rule(read.monto === pack.precio, `monto ${read.monto}, no ${pack.precio}`)
    refusedWith(await player.client.call('GET', `rest/compras/${u}/${UNKNOWN_ID}`), 404)
    return 'purchaseSchema; una compra desconocida, 404'
  })
  const provider = new URL(redireccion, context.options.origin)
  if (!provider.pathname.startsWith('/servicios/pasarela/')) {
    return suite.skip(
      'POST /servicios/pasarela/{medio}/{token}',
      'el pago es de un proveedor real: la compra queda PENDIENTE hasta vencer su reserva',
    )
  }
  await suite.check('GET /servicios/pasarela/{medio}/{token}', async () => {
    const page = await fetch(provider)
    rule(page.status === 200, `HTTP ${page.status}`)
    rule((page.headers.get('content-type') ?? '').startsWith('text/html'), 'no es una página HTML')
    return 'la página del proveedor simulado'
  })
  await suite.check('POST /servicios/pasarela/{medio}/{token}', async () => {
    const decided = await fetch(provider, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=cancelar',
    })
    rule(decided.status === 303, `HTTP ${decided.status}, el contrato dice 303`)
    const back = decided.headers.get('location') ?? ''
    rule(back.includes(`${RETURN}?compra=${id}`), `vuelve a "${back}", no a ${RETURN}?compra=${id}`)
    const read = datos(
      await player.client.call('GET', `rest/compras/${u}/${id}`),
      purchaseSchema,
      'purchaseSchema',
    )
    rule(read.estado === 'CANCELADA', `después de cancelar, estado ${read.estado}`)
    return 'cancelar: 303 al retorno, la compra CANCELADA'
  })
}
