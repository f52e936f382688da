import { listOf, packSubscriptionSchema } from '@loteria/contract'
import { account, refuseForeignUser } from '../auth/require-session'
import { packReminders, type PackReminder } from '../buying/pack-reminders'
import { ok } from '../http'
import type { AccountHandler } from '../auth/require-session'
import type { Routes } from '../router'

// Reminders about the player's packs: those with draws left (ver-cartones) and those still waiting
// for the player to choose their cards (elegir-cartones).

function reminders(which: PackReminder): AccountHandler {
  return async ({ db, params, session }) => {
    const foreign = refuseForeignUser(session, params.id)
    if (foreign) return foreign
    return ok(packSubscriptionListSchema, await packReminders(db, session.userId, which))
  }
}

const packSubscriptionListSchema = listOf(packSubscriptionSchema)

export const packRoutes: Routes = {
  'GET rest/ticket/recordatorio-ver-cartones/:id': account(reminders('active')),
  'GET rest/ticket/recordatorio-elegir-cartones/:id': account(reminders('awaiting-cards')),
}
