import { account, refuseForeignUser } from '../auth/require-session'
import { claimCard } from '../buying/claim-card'
import { CARD_RESERVED, UNKNOWN_CARD } from '../buying/messages'
import { idParam, message, refuse } from '../http'
import type { Routes } from '../router'

// PUT ticket/reservar-suscripcion/{userId}/{ticketId}/{a}/{b}: a card for a pack's pending draw
// (or, through another claim source, a prize exchanged for a card); no payment. The last two
// segments are the original contract's fixed values (5 and -10) and mean nothing here.

export const subscriptionCardRoutes: Routes = {
  'PUT rest/ticket/reservar-suscripcion/:userId/:ticketId/:a/:b': account(
    async ({ db, params, session }) => {
      const foreign = refuseForeignUser(session, params.userId)
      if (foreign) return foreign
      const ticketId = idParam(params.ticketId)
      if (ticketId === undefined) return refuse(UNKNOWN_CARD)
      const refused = await claimCard(db, session.userId, ticketId, new Date())
      return refused ? refuse(refused.refusal) : message(CARD_RESERVED)
    },
  ),
}
