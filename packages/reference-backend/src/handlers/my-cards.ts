import { cardDetailSchema, myCardsSchema } from '@loteria/contract'
import { account, refuseForeignUser } from '../auth/require-session'
import { CARD_NOT_YOURS } from '../buying/messages'
import { myCardDetail, myCards } from '../buying/my-cards'
import { idParam, ok, refuse } from '../http'
import type { Routes } from '../router'

// Mis cartones: the player's cards grouped by draw, and one card's detail.

export const myCardRoutes: Routes = {
  'GET rest/ticket/mis-cartones/:userId': account(async ({ db, params, session }) => {
    const foreign = refuseForeignUser(session, params.userId)
    if (foreign) return foreign
    return ok(myCardsSchema, await myCards(db, session.userId))
  }),

  'GET rest/ticket/info/:userId/:cardId': account(async ({ db, params, session }) => {
    const foreign = refuseForeignUser(session, params.userId)
    if (foreign) return foreign
    const cardId = idParam(params.cardId)
    const detail = cardId === undefined ? undefined : await myCardDetail(db, session.userId, cardId)
    return detail ? ok(cardDetailSchema, detail) : refuse(CARD_NOT_YOURS)
  }),
}
