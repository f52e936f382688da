import { reservationSchema } from '@loteria/contract'
import { account, refuseForeignUser, type AccountContext } from '../auth/require-session'
import { refuseHoarding } from '../buying/hold-caps'
import { holdCard, releaseAll, releaseCard } from '../buying/holds'
import { UNKNOWN_CARD } from '../buying/messages'
import { reservationView } from '../buying/reservation-view'
import { idParam, ok, refuse } from '../http'
import type { Routes } from '../router'

// The cards a player holds while choosing (reservas), with the hold's countdown. Every call
// answers the reservation as it stands after it; a refused call changes nothing.

type Change = (
  context: AccountContext,
  now: Date,
) => Promise<{ refusal: string } | { response: Response } | undefined>

const noChange: Change = async () => undefined

function reservation(change: Change) {
  return account(async (context) => {
    const foreign = refuseForeignUser(context.session, context.params.userId)
    if (foreign) return foreign
    const now = new Date()
    const refused = await change(context, now)
    if (refused) return 'response' in refused ? refused.response : refuse(refused.refusal)
    return ok(reservationSchema, await reservationView(context.db, context.session.userId, now))
  })
}

/** A change to one card: the path's ticket id, or the refusal when it is not an id. */
function onTicket(
  change: (context: AccountContext, ticketId: number, now: Date) => ReturnType<Change>,
): Change {
  return async (context, now) => {
    const ticketId = idParam(context.params.ticketId)
    if (ticketId === undefined) return { refusal: UNKNOWN_CARD }
    return change(context, ticketId, now)
  }
}

export const reservationRoutes: Routes = {
  'GET rest/reservas/:userId': reservation(noChange),

  'PUT rest/reservas/:userId/:ticketId': reservation(
    onTicket(
      async ({ db, session, clientAddress }, ticketId, now) =>
        (await refuseHoarding(db, session.userId, clientAddress, now)) ??
        holdCard(db, session.userId, ticketId, now),
    ),
  ),

  'DELETE rest/reservas/:userId/:ticketId': reservation(
    onTicket(async ({ db, session }, ticketId) => {
      await releaseCard(db, session.userId, ticketId)
      return undefined
    }),
  ),

  'DELETE rest/reservas/:userId': reservation(async ({ db, session }) => {
    await releaseAll(db, session.userId)
    return undefined
  }),
}
