import { eq } from 'drizzle-orm'
import { deliverAlerts } from '../alerts/deliver'
import { closeSalesOfDraw } from '../buying/sales-close'
import type { Database } from '../db/client'
import { draws, liveDraws } from '../db/schema'
import { identificador } from '../draws/calendar'
import { NO_OPEN_DRAW, DRAW_HAS_NO_CARDS } from '../draws/messages'
import type { AzarAward } from '../draws/results'
import { loadPool } from '../draws/store'
import { uniqueViolation } from '../db/errors'
import { insertLiveEvent, publishLiveEvent, type LiveEventRow } from './events'
import { LIVE_ALREADY_RUNNING } from './messages'
import { ensureTicker, processOwner } from './ticker'

// POST operador/sorteos/en-vivo: the open draw starts live. From here its cards are no longer
// sold (sale-stop.ts), plain `sortear` is refused, and this process's ticker calls the balls.

export interface LiveStart {
  sorteoId: number
  identificador: string
  intervaloMs: number
}

export async function startLiveDraw(
  db: Database,
  intervaloMs: number,
  { now = new Date(), azarAwards }: { now?: Date; azarAwards?: readonly AzarAward[] } = {},
): Promise<LiveStart | { refusal: string } | { notInPool: string }> {
  let started:
    | { refusal: string }
    | { notInPool: string }
    | { sorteoId: number; event: LiveEventRow }
  try {
    started = await db.transaction(async (tx): Promise<typeof started> => {
      const [open] = await tx.select().from(draws).where(eq(draws.estado, 'ABIERTO')).for('update')
      if (!open) return { refusal: NO_OPEN_DRAW }
      const [running] = await tx.select().from(liveDraws).where(eq(liveDraws.estado, 'EN_CURSO'))
      if (running) return { refusal: LIVE_ALREADY_RUNNING }
      const pool = await loadPool(tx, open.id)
      if (pool.length === 0) return { refusal: DRAW_HAS_NO_CARDS }
      const numbers = new Set(pool.map((card) => card.numero))
      const missing = azarAwards?.find((award) => !numbers.has(award.numero))
      if (missing) return { notInPool: missing.numero }
      // The live draw stops the sales: if they are still open they close now, and
      // the packs' missing cards are chosen before the first ball.
      if (open.ventasCerradasEn === null) await closeSalesOfDraw(tx, open.id, now)
      await tx.insert(liveDraws).values({
        sorteoId: open.id,
        estado: 'EN_CURSO',
        intervaloMs,
        owner: processOwner(),
        leaseUntil: new Date(now.getTime() + intervaloMs + 5000),
        iniciadoEn: now,
        premiosAzar: azarAwards ? JSON.stringify(azarAwards) : null,
      })
      const event = await insertLiveEvent(tx, { sorteoId: open.id, tipo: 'inicio', creadoEn: now })
      return { sorteoId: open.id, event }
    })
  } catch (error) {
    // Two starts at once: the second meets the one-running index (or the draw's primary key).
    if (uniqueViolation(error)) return { refusal: LIVE_ALREADY_RUNNING }
    throw error
  }
  if (!('event' in started)) return started
  // The chosen cards' notices leave once the start has committed, as after a draw.
  await deliverAlerts(db)
  await publishLiveEvent(started.event)
  ensureTicker(db)
  return {
    sorteoId: started.sorteoId,
    identificador: identificador(started.sorteoId),
    intervaloMs,
  }
}
