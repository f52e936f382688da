import { type Draw, drawSchema, type Ticket, ticketListSchema } from '@loteria/contract'
import type { BackendClient } from '../../../../tests/support/servers/backend-client'
import { inContract } from './contract'

// The open draw and a player's approved purchase of cards in it, over HTTP: what the contract
// tests that run a draw (prizes, alerts) start from.

/** An address of the backend's /servicios face, as plain fetch takes it. */
export function servicios(pathname: string): string {
  return new URL(`/servicios/${pathname}`, process.env.BACKEND_URL).toString()
}

export async function openDraw(): Promise<Draw> {
  const response = await fetch(servicios('rest/sorteos/actual'), { headers: { scope: 'publico' } })
  return inContract(drawSchema, ((await response.json()) as { datos: unknown }).datos)
}

let keys = 0
/** A unique idempotency key, as the checkout page makes one (jest workers are processes apart). */
const newKey = () => `clave-${process.pid}-${Date.now().toString(36)}-${(keys += 1)}`

/** Holds `count` free cards of the open draw and buys them (Cartón de la semana), approved. */
export async function buyCards(
  { client, userId }: { client: BackendClient; userId: number },
  count: number,
): Promise<Ticket[]> {
  const draw = await openDraw()
  const listed = await client.call('GET', `rest/ticket/listar/azar/${draw.id}/${count}`)
  const tickets = inContract(ticketListSchema, listed.body.datos)
  expect(tickets).toHaveLength(count)
  for (const ticket of tickets) {
    expect((await client.call('PUT', `rest/reservas/${userId}/${ticket.id}`)).body.error).toBe(
      false,
    )
  }
  const created = await client.call<{ redireccion: string }>('POST', `rest/compras/${userId}`, {
    body: {
      pack: 1,
      cartones: tickets.map((ticket) => ticket.id),
      medioPago: 'tarjeta',
      monto: 10_000 * count,
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
  return tickets
}
