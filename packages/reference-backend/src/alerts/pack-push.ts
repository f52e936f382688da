import { eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { type avisos, draws, packSubscriptions } from '../db/schema'
import { salesCloseOf } from '../buying/close-schedule'
import { ALERT_CARD_CHOSEN, ALERT_REMINDER } from './kinds'
import { chosenCardPush, reminderPush } from './pack-texts'
import type { PushPayload } from './texts'

// The push of a pack notice, read when it is sent: the pack's name and choice as they
// are then. Undefined for any other kind of alert.

const REMINDER_KINDS = new Map<string, string>(
  Object.entries(ALERT_REMINDER).map(([kind, tipo]) => [tipo, kind]),
)

export async function packNoticePush(
  db: Executor,
  alert: typeof avisos.$inferSelect,
): Promise<PushPayload | undefined> {
  if (alert.suscripcionId === null) return undefined
  const [row] = await db
    .select({
      pack: packSubscriptions.pack,
      eleccionAutomatica: packSubscriptions.eleccionAutomatica,
      fecha: draws.fecha,
    })
    .from(packSubscriptions)
    .innerJoin(draws, eq(draws.id, alert.sorteoId))
    .where(eq(packSubscriptions.id, alert.suscripcionId))
  if (!row) return undefined
  if (alert.tipo === ALERT_CARD_CHOSEN && alert.numero) {
    return chosenCardPush({ sorteoId: alert.sorteoId, numero: alert.numero, pack: row.pack })
  }
  const kind = REMINDER_KINDS.get(alert.tipo)
  if (!kind) return undefined
  return reminderPush(
    {
      sorteoId: alert.sorteoId,
      pack: row.pack,
      cierre: salesCloseOf(row.fecha),
      eleccionAutomatica: row.eleccionAutomatica,
    },
    kind,
  )
}
