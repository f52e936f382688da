import { z } from 'zod'
import {
  type MyPack,
  myPackSchema,
  type PackNotice,
  packNoticeListSchema,
  salesCloseSchema,
  type Ticket,
  ticketListSchema,
} from '@loteria/contract'
import { operator, type BackendClient } from '../../../../tests/support/servers/backend-client'
import { openDraw } from './cards'
import { inContract } from './contract'

// A player's pack over HTTP: bought and approved on the simulated provider's page, and
// the draws it plays run by the operator, for the tests of packs that play themselves.

export const PACK_12 = { id: 2, nombre: 'PACK 12 SORTEOS', sorteos: 12, precio: 114_000 }
const WEEKLY = { id: 1, precio: 10_000 }

let keys = 0
const newKey = () => `clave-pack-${process.pid}-${Date.now().toString(36)}-${(keys += 1)}`

/** Holds `count` free cards of the open draw and buys them as a PACK 12 SORTEOS, approved. */
export async function buyPack(player: { client: BackendClient; userId: number }, count = 1) {
  const draw = await openDraw()
  const listed = await player.client.call('GET', `rest/ticket/listar/azar/${draw.id}/${count}`)
  const tickets: Ticket[] = inContract(ticketListSchema, listed.body.datos)
  await buyHeld(
    player,
    tickets.map((ticket) => ticket.id),
    PACK_12,
  )
  return tickets
}

/** Holds the given cards of the open draw and buys them (by default one Cartón de la semana each). */
export async function buyHeld(
  { client, userId }: { client: BackendClient; userId: number },
  cardIds: number[],
  pack: { id: number; precio: number } = WEEKLY,
): Promise<void> {
  for (const id of cardIds) {
    const held = await client.call('PUT', `rest/reservas/${userId}/${id}`)
    expect(held.body).toMatchObject({ error: false })
  }
  const created = await client.call<{ redireccion: string }>('POST', `rest/compras/${userId}`, {
    body: {
      pack: pack.id,
      cartones: cardIds,
      medioPago: 'tarjeta',
      monto: pack.precio * cardIds.length,
      clave: newKey(),
      retorno: '/comprar-carton/resultado',
    },
  })
  expect(created.body.error).toBe(false)
  const approved = await fetch(new URL(created.body.datos!.redireccion, process.env.BACKEND_URL), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=aprobar',
  })
  expect(approved.status).toBe(303)
}

/** Runs the open draw (only that one: a repeated call never runs next week's); answers its id. */
export async function runOpenDraw(): Promise<number> {
  const draw = await openDraw()
  const run = await operator('POST', 'sorteos/ejecutar', { sorteoId: draw.id })
  expect(run.body).toMatchObject({ error: false })
  return draw.id
}

/** The draws the player has cards in, newest first (Mis cartones), with each card's number. */
export async function cardsByDraw(client: BackendClient, userId: number) {
  const answer = await client.call<
    { sorteoId: number; numeroCarton: { numero: string; eleccionAutomatica?: boolean }[] }[]
  >('GET', `rest/ticket/mis-cartones/${userId}`)
  return answer.body.datos ?? []
}

/** The player's packs with draws left (the reminder every backend answers). */
export async function activePacks(client: BackendClient, userId: number) {
  const answer = await client.call<{ id: number; cantidad: number; cartonesPendientes: boolean }[]>(
    'GET',
    `rest/ticket/recordatorio-ver-cartones/${userId}`,
  )
  return answer.body.datos ?? []
}

/** POST operador/sorteos/cierre: the open draw's sales closed, read with the contract's schema. */
export async function closeSales() {
  const answer = await operator('POST', 'sorteos/cierre')
  expect(answer.body).toMatchObject({ error: false })
  return inContract(salesCloseSchema, answer.body?.datos)
}

/** The player's packs (GET rest/packs/mis-packs), read with the contract's schema. */
export async function myPacks(client: BackendClient, userId: number): Promise<MyPack[]> {
  const answer = await client.call('GET', `rest/packs/mis-packs/${userId}`)
  expect(answer.status).toBe(200)
  return inContract(z.array(myPackSchema), answer.body.datos)
}

export async function packNotices(client: BackendClient, userId: number): Promise<PackNotice[]> {
  const answer = await client.call('GET', `rest/avisos/packs/${userId}`)
  expect(answer.status).toBe(200)
  return inContract(packNoticeListSchema, answer.body.datos)
}

/** The e-mails the outbox holds for one address, newest first. */
export async function mailsTo(email: string): Promise<{ asunto: string; cuerpo: string }[]> {
  const answer = await operator<{ asunto: string; cuerpo: string }[]>(
    'GET',
    `correos?para=${encodeURIComponent(email)}`,
  )
  return answer.body?.datos ?? []
}
