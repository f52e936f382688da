import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { avisos, draws } from '../db/schema'
import { identificador } from '../draws/calendar'
import { prizesWon, summarize } from './draw-prizes'
import { ALERT_PRIZE } from './kinds'

// The in-site notice: the player's prize alerts not yet closed, until they close one or open
// Mis premios (which closes them all). Kept here, not in a browser cookie, so that it does not
// come back on another device or after the cookies are cleared.

export interface PrizeNotice {
  id: number
  sorteoId: number
  identificadorSorteo: string
  fechaSorteo: string
  /** Cash won in the draw, before tax, in guaraníes (0 when only goods). */
  monto: number
  /** Goods won (`Cartón gratis`, a good's name), one per prize. */
  bienes: string[]
}

/** At most a season's worth: an account that never opens its notices does not grow the answer. */
const MAX_NOTICES = 20

export async function openPrizeNotices(db: Executor, userId: number): Promise<PrizeNotice[]> {
  const rows = await db
    .select({ id: avisos.id, sorteoId: avisos.sorteoId, fecha: draws.fecha })
    .from(avisos)
    .innerJoin(draws, eq(draws.id, avisos.sorteoId))
    .where(and(eq(avisos.userId, userId), eq(avisos.tipo, ALERT_PRIZE), isNull(avisos.cerradoEn)))
    .orderBy(desc(draws.fecha))
    .limit(MAX_NOTICES)
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      sorteoId: row.sorteoId,
      identificadorSorteo: identificador(row.sorteoId),
      fechaSorteo: row.fecha.toISOString(),
      ...summarize(await prizesWon(db, userId, row.sorteoId)),
    })),
  )
}

/** Closes the given notices of this player (others' ids change nothing); none given: all. */
export async function closePrizeNotices(
  db: Executor,
  userId: number,
  ids: readonly number[] | undefined,
): Promise<number> {
  const closed = await db
    .update(avisos)
    .set({ cerradoEn: new Date() })
    .where(
      and(
        eq(avisos.userId, userId),
        eq(avisos.tipo, ALERT_PRIZE),
        isNull(avisos.cerradoEn),
        ids ? inArray(avisos.id, [...ids]) : undefined,
      ),
    )
    .returning({ id: avisos.id })
  return closed.length
}
