'use server'

import { getTranslations } from 'next-intl/server'
import { runAccountAction } from '@/lib/actions/account-action'
import type { ActionResult } from '@/lib/actions/result'
import { getPacks } from '@/lib/backend/index'
import * as buying from '@/lib/backend/buying'
import type { CardDetail, Reservation, Ticket } from '@loteria/contract'
import { purchaseTotal } from '@/lib/buying/summary'
import {
  purchaseActionSchema,
  ticketActionSchema,
  ticketListActionSchema,
  ticketSearchSchema,
  TICKETS_PER_PAGE,
} from '@/lib/validation/buying'

// Buying actions. The player is the session's; the browser sends ids and choices only, and every
// amount is the backend's (the site recomputes the total only to send the figure it showed, which
// the backend refuses unless it is its own).

async function invalid<T>(): Promise<ActionResult<T>> {
  const t = await getTranslations('Errors')
  return { ok: false, message: t('invalidRequest') }
}

/** Holds a card for the player (moves it to the chosen list). */
export async function holdTicketAction(input: unknown): Promise<ActionResult<Reservation>> {
  const parsed = ticketActionSchema.safeParse(input)
  if (!parsed.success) return invalid()
  return runAccountAction(async (credentials, user) => ({
    ok: true,
    message: '',
    data: await buying.holdTicket(credentials, user.id, parsed.data.ticketId),
  }))
}

/** Lets one held card go (the × of the chosen list). */
export async function releaseTicketAction(input: unknown): Promise<ActionResult<Reservation>> {
  const parsed = ticketActionSchema.safeParse(input)
  if (!parsed.success) return invalid()
  return runAccountAction(async (credentials, user) => ({
    ok: true,
    message: '',
    data: await buying.releaseTicket(credentials, user.id, parsed.data.ticketId),
  }))
}

/** Lets every held card go: the countdown reached 00:00:00. */
export async function releaseReservationAction(): Promise<ActionResult<Reservation>> {
  return runAccountAction(async (credentials, user) => ({
    ok: true,
    message: '',
    data: await buying.releaseReservation(credentials, user.id),
  }))
}

/** Cargar más cartones: random free cards of the draw. */
export async function moreTicketsAction(input: unknown): Promise<ActionResult<Ticket[]>> {
  const parsed = ticketListActionSchema.safeParse(input)
  if (!parsed.success) return invalid()
  return runAccountAction(async (credentials) => ({
    ok: true,
    message: '',
    data: await buying.readRandomTickets(credentials, parsed.data.sorteoId, TICKETS_PER_PAGE),
  }))
}

/** Buscar: free cards whose number holds the digits typed. */
export async function searchTicketsAction(input: unknown): Promise<ActionResult<Ticket[]>> {
  const parsed = ticketSearchSchema.safeParse(input)
  if (!parsed.success) return invalid()
  return runAccountAction(async (credentials) => ({
    ok: true,
    message: '',
    data: await buying.searchTickets(credentials, parsed.data.sorteoId, parsed.data.numero),
  }))
}

/**
 * Pagar ahora: the purchase of exactly the cards the backend holds for the player, with the
 * pack's price; answers where to pay. The key makes a repeated submit return the same purchase.
 */
export async function payAction(input: unknown): Promise<ActionResult> {
  const parsed = purchaseActionSchema.safeParse(input)
  if (!parsed.success) return invalid()
  const { pack: packId, medioPago, clave } = parsed.data
  const t = await getTranslations('Buying')
  const pack = (await getPacks()).find((p) => p.id === packId)
  if (!pack) return invalid()
  return runAccountAction(async (credentials, user) => {
    const reservation = await buying.readReservation(credentials, user.id)
    if (reservation.cartones.length === 0) return { ok: false, message: t('emptyReservation') }
    const purchase = await buying.createPurchase(credentials, user.id, {
      pack: pack.id,
      cartones: reservation.cartones.map((card) => card.id),
      medioPago,
      monto: purchaseTotal(pack, reservation.cartones.length),
      // One key per checkout page and method: the same click twice is one purchase, another
      // method after an abandoned payment is a new attempt.
      clave: `${clave}_${medioPago}`,
      retorno: '/comprar-carton/resultado',
    })
    return { ok: true, message: '', redirectTo: purchase.redireccion }
  })
}

/** ELIGE TU CARTÓN → Confirmar: the card for a pack's pending draw, no payment. */
export async function reserveForSubscriptionAction(input: unknown): Promise<ActionResult> {
  const parsed = ticketActionSchema.safeParse(input)
  if (!parsed.success) return invalid()
  return runAccountAction(async (credentials, user) => ({
    ok: true,
    message: await buying.reserveForSubscription(credentials, user.id, parsed.data.ticketId),
  }))
}

/** Mis cartones: the detail of one of the player's cards. */
export async function myCardDetailAction(input: unknown): Promise<ActionResult<CardDetail>> {
  const parsed = ticketActionSchema.safeParse(input)
  if (!parsed.success) return invalid()
  return runAccountAction(async (credentials, user) => ({
    ok: true,
    message: '',
    data: await buying.readCardDetail(credentials, user.id, parsed.data.ticketId),
  }))
}
