import { eq } from 'drizzle-orm'
import { deliverAlerts } from '../alerts/deliver'
import { ALERT_REMINDER } from '../alerts/kinds'
import { recordPackNotice } from '../alerts/pack-notices'
import { reminderMail } from '../alerts/pack-texts'
import type { Database } from '../db/client'
import { draws } from '../db/schema'
import { salesCloseOf, type ReminderKind } from './close-schedule'
import { missingCards, mustWait, packsWithDrawsLeft } from './sales-close'

// The reminders before the close of sales: to every pack of the open draw still
// without its card, once per pack, draw and kind (the unique index of avisos), in one
// transaction; sent after the commit. A paused or self-excluded player is not reminded to play.

export interface RemindersSent {
  sorteoId: number
  /** Packs reminded now (not those reminded before). */
  enviados: number
}

export async function sendCloseReminders(
  db: Database,
  kind: ReminderKind,
  now = new Date(),
): Promise<RemindersSent | undefined> {
  const sent = await db.transaction(async (tx) => {
    const [open] = await tx.select().from(draws).where(eq(draws.estado, 'ABIERTO'))
    if (!open) return undefined
    // Once sales are closed there is nothing left to choose.
    if (open.ventasCerradasEn !== null) return { sorteoId: open.id, enviados: 0 }
    const cierre = salesCloseOf(open.fecha)
    let enviados = 0
    for (const pack of await packsWithDrawsLeft(tx)) {
      if ((await missingCards(tx, pack, open.id)) === 0) continue
      if (await mustWait(tx, pack.userId, now)) continue
      const text = {
        sorteoId: open.id,
        pack: pack.pack,
        cierre,
        eleccionAutomatica: pack.eleccionAutomatica,
      }
      const created = await recordPackNotice(
        tx,
        {
          tipo: ALERT_REMINDER[kind],
          userId: pack.userId,
          sorteoId: open.id,
          suscripcionId: pack.id,
        },
        (user) => reminderMail(user, text),
        now,
      )
      if (created) enviados += 1
    }
    return { sorteoId: open.id, enviados }
  })
  if (sent && sent.enviados > 0) await deliverAlerts(db)
  return sent
}
