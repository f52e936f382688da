import { and, asc, desc, eq, gt } from 'drizzle-orm'
import type { LiveDrawEvent } from '@loteria/contract'
import { sharedEvents } from '@loteria/shared/events'
import type { Executor } from '../db/executor'
import { draws, liveDraws, liveEvents } from '../db/schema'
import { identificador } from '../draws/calendar'
import { isNormalPlay, NORMAL_PLAYS } from '../draws/plays'
import { noBallsCalled, type CalledBalls } from './calls'
import { errorFields, logger } from '@loteria/shared/observability'

// The live draw's events as viewers receive them: stored first, then published on the shared bus
// (channel `en-vivo`), at most once; whoever relays them reads the store when it sees a gap in ids.

export const LIVE_CHANNEL = 'en-vivo'

export type LiveEventRow = typeof liveEvents.$inferSelect
export type LiveDrawRow = typeof liveDraws.$inferSelect

/**
 * One event of the contract's stream (GET rest/sorteos/en-vivo/eventos), as the bus carries it:
 * with the time it was stored, which the stream sends too. The stream adds the result to `fin`.
 */
export type LiveEvent = LiveDrawEvent & { fecha: string }

export function liveEvent(row: LiveEventRow): LiveEvent {
  const base = { id: row.id, sorteoId: row.sorteoId, fecha: row.creadoEn.toISOString() }
  if (row.tipo === 'bolilla' && row.jugada && isNormalPlay(row.jugada)) {
    return {
      ...base,
      tipo: 'bolilla',
      jugada: row.jugada,
      orden: row.orden!,
      bolilla: row.bolilla!,
    }
  }
  if (row.tipo === 'fin') return { ...base, tipo: 'fin' }
  return { ...base, tipo: 'inicio', identificador: identificador(row.sorteoId) }
}

export async function publishLiveEvent(row: LiveEventRow): Promise<void> {
  try {
    await sharedEvents().publish(LIVE_CHANNEL, JSON.stringify(liveEvent(row)))
  } catch (error) {
    // Stored already: relays catch up from the store at the next event or reconnect.
    logger.warn('en-vivo: no se pudo publicar el evento', errorFields(error))
  }
}

export async function insertLiveEvent(
  db: Executor,
  values: Omit<typeof liveEvents.$inferInsert, 'id'>,
): Promise<LiveEventRow> {
  const [row] = await db.insert(liveEvents).values(values).returning()
  if (!row) throw new Error('live event not stored')
  return row
}

/** The draw run live most recently (running or finished), if any. */
export async function latestLiveDraw(db: Executor): Promise<LiveDrawRow | undefined> {
  const [row] = await db.select().from(liveDraws).orderBy(desc(liveDraws.iniciadoEn)).limit(1)
  return row
}

export async function runningLiveDraw(db: Executor): Promise<LiveDrawRow | undefined> {
  const [row] = await db.select().from(liveDraws).where(eq(liveDraws.estado, 'EN_CURSO'))
  return row
}

/** A draw's events after `afterId` (0: all), in order. */
export async function eventsOf(db: Executor, sorteoId: number, afterId = 0) {
  return db
    .select()
    .from(liveEvents)
    .where(and(eq(liveEvents.sorteoId, sorteoId), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
}

/** Every event after `afterId`, any draw, in order (a reconnect's catch-up). */
export async function eventsAfter(db: Executor, afterId: number) {
  return db
    .select()
    .from(liveEvents)
    .where(gt(liveEvents.id, afterId))
    .orderBy(asc(liveEvents.id))
    .limit(500)
}

/**
 * The lowest cursor a reconnect may resume from: just before the latest live draw's first event
 * (running or finished). Older draws are never replayed, so a `Last-Event-ID: 0` costs one draw's
 * events at most, not the whole history (docs/history.md).
 */
export async function replayFloor(db: Executor): Promise<number> {
  const latest = await latestLiveDraw(db)
  if (latest) {
    const [first] = await db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(eq(liveEvents.sorteoId, latest.sorteoId))
      .orderBy(asc(liveEvents.id))
      .limit(1)
    if (first) return first.id - 1
  }
  return lastEventId(db)
}

export async function lastEventId(db: Executor): Promise<number> {
  const [row] = await db
    .select({ id: liveEvents.id })
    .from(liveEvents)
    .orderBy(desc(liveEvents.id))
    .limit(1)
  return row?.id ?? 0
}

/** The balls of each play in call order. */
export function calledBalls(rows: readonly LiveEventRow[]): CalledBalls {
  const called = noBallsCalled()
  for (const row of rows) {
    if (row.tipo === 'bolilla' && row.jugada && isNormalPlay(row.jugada) && row.bolilla !== null) {
      called[row.jugada].push(row.bolilla)
    }
  }
  return called
}

export const playsView = (called: CalledBalls) =>
  NORMAL_PLAYS.map((nombreJugada) => ({ nombreJugada, bolillas: called[nombreJugada] }))

export async function drawRow(db: Executor, id: number) {
  const [row] = await db.select().from(draws).where(eq(draws.id, id))
  return row
}
