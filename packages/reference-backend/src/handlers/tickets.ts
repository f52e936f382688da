import { ticketListSchema, ticketSchema } from '@loteria/contract'
import { account } from '../auth/require-session'
import { randomFreeCards, searchFreeCards } from '../buying/free-cards'
import { MAX_HELD_CARDS } from '../buying/hold-expiry'
import { DIGITS_ONLY, drawNotOnSale, INVALID_QUANTITY, UNKNOWN_CARD } from '../buying/messages'
import { findOpenDraw } from '../buying/open-draw'
import { findTicket } from '../buying/ticket'
import { idParam, ok, refuse } from '../http'
import type { HandlerContext, Routes } from '../router'

// Cards to choose from: random free ones of the open draw (Cargar más cartones), a search by
// digits (Buscar), and one card with its plays (the card dialogs).

/** The open draw when it is the one named, else the refusal to answer. */
async function openDrawNamed(db: HandlerContext['db'], raw: string | undefined) {
  const id = idParam(raw)
  const open = await findOpenDraw(db)
  if (!open || open.id !== id) return { refusal: refuse(drawNotOnSale(id ?? 0)) }
  return { open }
}

export const ticketRoutes: Routes = {
  'GET rest/ticket/listar/azar/:idsorteo/:cantidad': account(async ({ db, params }) => {
    const cantidad = idParam(params.cantidad)
    if (cantidad === undefined || cantidad > MAX_HELD_CARDS) return refuse(INVALID_QUANTITY)
    const draw = await openDrawNamed(db, params.idsorteo)
    if (!draw.open) return draw.refusal
    return ok(ticketListSchema, await randomFreeCards(db, draw.open.id, cantidad, new Date()))
  }),

  'GET rest/ticket/buscar/:idsorteo': account(async ({ db, params, url }) => {
    const numero = url.searchParams.get('numero')?.trim() ?? ''
    if (!/^\d{1,6}$/.test(numero)) return refuse(DIGITS_ONLY)
    const draw = await openDrawNamed(db, params.idsorteo)
    if (!draw.open) return draw.refusal
    return ok(ticketListSchema, await searchFreeCards(db, draw.open.id, numero, new Date()))
  }),

  'GET rest/ticket/:id': account(async ({ db, params }) => {
    const id = idParam(params.id)
    const card = id === undefined ? undefined : await findTicket(db, id)
    return card ? ok(ticketSchema, card) : refuse(UNKNOWN_CARD)
  }),
}
