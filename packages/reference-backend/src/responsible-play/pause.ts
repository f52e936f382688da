import { and, desc, eq, gt } from 'drizzle-orm'
import { addDays } from '../accounts/dates'
import type { Executor } from '../db/executor'
import { pauses } from '../db/schema'
import { audit, type AuditSource } from './audit'
import { onAt, pauseCannotShorten, pauseStarted } from './messages'

// A pause (time-out): 1, 7 or 30 days without buying or choosing cards. It ends by itself and
// cannot be shortened; a longer one may follow an active one (the later end holds).

const EXTEND_MS = 3_600_000

/** When the player's active pause ends, if one is active at `now`. */
export async function pausedUntil(
  db: Executor,
  userId: number,
  now: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ hasta: pauses.hasta })
    .from(pauses)
    .where(and(eq(pauses.userId, userId), gt(pauses.hasta, now)))
    .orderBy(desc(pauses.hasta))
    .limit(1)
  return row?.hasta
}

export async function startPause(
  db: Executor,
  source: AuditSource,
  dias: number,
  now: Date,
): Promise<{ message: string; hasta: Date } | { refusal: string }> {
  const hasta = addDays(now, dias)
  const current = await pausedUntil(db, source.userId, now)
  // While one lasts, only a pause that ends at least an hour later is taken (never a shorter one).
  if (current && hasta.getTime() - current.getTime() < EXTEND_MS) {
    return { refusal: pauseCannotShorten(current) }
  }
  await db.insert(pauses).values({ userId: source.userId, dias, desde: now, hasta })
  await audit(
    db,
    source,
    'PAUSA',
    `pausa de ${dias === 1 ? '24 horas' : `${dias} días`}, hasta ${onAt(hasta)}`,
    now,
  )
  return { message: pauseStarted(hasta), hasta }
}

export async function pausesOf(db: Executor, userId: number) {
  return db.select().from(pauses).where(eq(pauses.userId, userId)).orderBy(desc(pauses.desde))
}
