import { z } from 'zod'
import { revalidateTags, TAGS } from '@loteria/contract'
import { readBody } from '../body'
import { sendCloseReminders } from '../buying/close-reminders'
import { REMINDERS } from '../buying/close-schedule'
import { closeSales } from '../buying/sales-close'
import { NO_OPEN_DRAW } from '../draws/messages'
import { ok, refuse } from '../http'
import type { Routes } from '../router'

// Operator: close the open draw's sales now (the timer does it at 18:00 of the draw's
// day, the draw itself before it runs), and send a reminder before the close now.

const REMINDER_KIND = 'aviso: "24h" o "2h".'
const reminderSchema = z.object(
  { aviso: z.enum(Object.keys(REMINDERS) as ['24h', '2h'], { error: REMINDER_KIND }) },
  { error: REMINDER_KIND },
)

/** The week's pages say the sales are closed from the next reader on (the site expires the tag). */
const CLOSED = revalidateTags(TAGS.draws)

const closedMessage = (elegidos: number, esperan: number) =>
  `Ventas cerradas: ${elegidos} ${elegidos === 1 ? 'cartón elegido' : 'cartones elegidos'} para packs, ${esperan} ${esperan === 1 ? 'pack espera' : 'packs esperan'}.`

export const operatorSalesCloseRoutes: Routes = {
  'POST operador/sorteos/cierre': async ({ db }) => {
    const closed = await closeSales(db)
    if (!closed) return refuse(NO_OPEN_DRAW)
    return ok(
      closed,
      { mensaje: closedMessage(closed.elegidos.length, closed.esperan) },
      { headers: CLOSED },
    )
  },

  'POST operador/sorteos/recordatorios': async ({ db, request }) => {
    const parsed = await readBody(request, reminderSchema, { limit: 1024 })
    if (!parsed.ok) return parsed.response
    const sent = await sendCloseReminders(db, parsed.data.aviso)
    if (!sent) return refuse(NO_OPEN_DRAW)
    return ok(sent, { mensaje: `Recordatorios enviados: ${sent.enviados}.` })
  },
}
