import type { Executor } from '../db/executor'
import { salesCloseOf } from './close-schedule'
import { remainingMs } from './hold-expiry'
import { liveHold } from './holds'
import { findOpenDraw } from './open-draw'

// The answer of every reservas call: the player's live hold of the open draw and its countdown.
// A hold never outlives the sales: it ends at the close when that comes first (a card held at
// 17:21 for "10 hours" could not be bought after 18:00), and the countdown says so.

export interface ReservationView {
  expiraEn: string | null
  restanteMs: number
  sorteoId: number | null
  cartones: { id: number; numero: string; jugadas: string }[]
}

export async function reservationView(
  db: Executor,
  userId: number,
  now: Date,
): Promise<ReservationView> {
  const open = await findOpenDraw(db)
  if (!open) return { expiraEn: null, restanteMs: 0, sorteoId: null, cartones: [] }
  const held = await liveHold(db, userId, open.id, now)
  const close = open.ventasCerradasEn ?? salesCloseOf(open.fecha)
  const holdEnds = held[0]?.expiraEn ?? null
  const expiraEn = holdEnds && holdEnds.getTime() > close.getTime() ? close : holdEnds
  return {
    expiraEn: expiraEn?.toISOString() ?? null,
    restanteMs: remainingMs(expiraEn, now),
    sorteoId: open.id,
    cartones: held.map((card) => ({ id: card.cardId, numero: card.numero, jugadas: card.jugadas })),
  }
}
