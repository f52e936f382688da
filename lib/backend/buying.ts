import 'server-only'
import { parseDatos } from './envelope'
import { backendRequest, REST, type BackendCredentials } from './request'
import {
  cardDetailSchema,
  myCardsSchema,
  packListSchema,
  paymentMethodListSchema,
  purchaseCreatedSchema,
  type purchaseRequestSchema,
  purchaseSchema,
  reservationSchema,
  ticketListSchema,
  ticketSchema,
} from '@loteria/contract'
import type { z } from 'zod'

// Buying calls (docs/contract.md, "Backend contract: buying"). Account calls take the player's id
// from the caller, which takes it from the site session, never from the browser.

type Credentials = BackendCredentials

const message = (envelope: { mensaje?: string | null }) => envelope.mensaje ?? ''

/** GET packs – the packs on sale, cartón de la semana first. */
export const readPacks = async () =>
  parseDatos(await backendRequest(`${REST}/packs`, { publico: true }), packListSchema)

/** GET medios-pago – the four payment methods. */
export const readPaymentMethods = async () =>
  parseDatos(
    await backendRequest(`${REST}/medios-pago`, { publico: true }),
    paymentMethodListSchema,
  )

/** GET ticket/listar/azar/{idsorteo}/{cantidad} – random cards still free in the open draw. */
export async function readRandomTickets(credentials: Credentials, drawId: number, cantidad = 5) {
  return parseDatos(
    await backendRequest(`${REST}/ticket/listar/azar/${drawId}/${cantidad}`, { credentials }),
    ticketListSchema,
  )
}

/** GET ticket/buscar/{idsorteo}?numero= – free cards of the open draw whose number holds the digits. */
export async function searchTickets(credentials: Credentials, drawId: number, numero: string) {
  return parseDatos(
    await backendRequest(`${REST}/ticket/buscar/${drawId}`, { credentials, query: { numero } }),
    ticketListSchema,
  )
}

/** GET ticket/{id} */
export async function readTicket(credentials: Credentials, ticketId: number) {
  return parseDatos(
    await backendRequest(`${REST}/ticket/${ticketId}`, { credentials }),
    ticketSchema,
  )
}

/**
 * PUT ticket/reservar-suscripcion/{userId}/{ticket}/5/-10 – the card of a pack's pending draw (or
 * of a prize exchanged for a card); no payment. The last two segments are the original contract's
 * fixed values.
 */
export async function reserveForSubscription(
  credentials: Credentials,
  userId: number,
  ticketId: number,
): Promise<string> {
  return message(
    await backendRequest(`${REST}/ticket/reservar-suscripcion/${userId}/${ticketId}/5/-10`, {
      method: 'PUT',
      credentials,
    }),
  )
}

/** GET reservas/{userId} – the cards the player holds while choosing. */
export async function readReservation(credentials: Credentials, userId: number) {
  return parseDatos(
    await backendRequest(`${REST}/reservas/${userId}`, { credentials }),
    reservationSchema,
  )
}

/** PUT reservas/{userId}/{ticketId} – holds a card; refused when another player has it. */
export async function holdTicket(credentials: Credentials, userId: number, ticketId: number) {
  return parseDatos(
    await backendRequest(`${REST}/reservas/${userId}/${ticketId}`, { method: 'PUT', credentials }),
    reservationSchema,
  )
}

/** DELETE reservas/{userId}/{ticketId} – lets one card go. */
export async function releaseTicket(credentials: Credentials, userId: number, ticketId: number) {
  return parseDatos(
    await backendRequest(`${REST}/reservas/${userId}/${ticketId}`, {
      method: 'DELETE',
      credentials,
    }),
    reservationSchema,
  )
}

/** DELETE reservas/{userId} – lets every held card go (the countdown reached zero). */
export async function releaseReservation(credentials: Credentials, userId: number) {
  return parseDatos(
    await backendRequest(`${REST}/reservas/${userId}`, { method: 'DELETE', credentials }),
    reservationSchema,
  )
}

/** The contract's request; the method is any code, the backend refuses those it does not know. */
export type PurchaseRequest = Omit<z.input<typeof purchaseRequestSchema>, 'medioPago'> & {
  medioPago: string
}

/** POST compras/{userId} – the purchase of the held cards, and where to pay it. */
export async function createPurchase(
  credentials: Credentials,
  userId: number,
  request: PurchaseRequest,
) {
  return parseDatos(
    await backendRequest(`${REST}/compras/${userId}`, {
      method: 'POST',
      body: request,
      credentials,
    }),
    purchaseCreatedSchema,
  )
}

/** GET compras/{userId}/{id} – the purchase's state and, once approved, its cards. */
export async function readPurchase(credentials: Credentials, userId: number, purchaseId: number) {
  return parseDatos(
    await backendRequest(`${REST}/compras/${userId}/${purchaseId}`, { credentials }),
    purchaseSchema,
  )
}

/** GET ticket/mis-cartones/{userId} – the player's cards grouped by draw, newest first. */
export async function readMyCards(credentials: Credentials, userId: number) {
  return parseDatos(
    await backendRequest(`${REST}/ticket/mis-cartones/${userId}`, { credentials }),
    myCardsSchema,
  )
}

/** GET ticket/info/{userId}/{cardId} – one of the player's cards. */
export async function readCardDetail(credentials: Credentials, userId: number, cardId: number) {
  return parseDatos(
    await backendRequest(`${REST}/ticket/info/${userId}/${cardId}`, { credentials }),
    cardDetailSchema,
  )
}
