import { and, asc, eq, gt } from 'drizzle-orm'
import { account, refuseForeignUser } from '../auth/require-session'
import { packSubscriptions } from '../db/schema'
import { ok } from '../http'
import type { AccountHandler } from '../auth/require-session'
import type { Routes } from '../router'

// Reminders about the player's packs: those with draws left (ver-cartones) and those still waiting
// for the player to choose their cards (elegir-cartones). The buying side fills the table.

const fields = {
  id: packSubscriptions.id,
  cantidad: packSubscriptions.cantidad,
  pack: packSubscriptions.pack,
  cartonesPendientes: packSubscriptions.cartonesPendientes,
}

function reminders(which: 'active' | 'awaiting-cards'): AccountHandler {
  return async ({ db, params, session }) => {
    const foreign = refuseForeignUser(session, params.id)
    if (foreign) return foreign
    const condition =
      which === 'active'
        ? gt(packSubscriptions.cantidad, 0)
        : eq(packSubscriptions.cartonesPendientes, true)
    return ok(
      await db
        .select(fields)
        .from(packSubscriptions)
        .where(and(eq(packSubscriptions.userId, session.userId), condition))
        .orderBy(asc(packSubscriptions.creadoEn), asc(packSubscriptions.id)),
    )
  }
}

export const packRoutes: Routes = {
  'GET rest/ticket/recordatorio-ver-cartones/:id': account(reminders('active')),
  'GET rest/ticket/recordatorio-elegir-cartones/:id': account(reminders('awaiting-cards')),
}
