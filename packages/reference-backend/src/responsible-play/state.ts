import { eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { realityChecks, sessions } from '../db/schema'
import { audit, type AuditSource } from './audit'
import { limitStates, tightest, type LimitState } from './limits'
import { realityCheckSaved } from './messages'
import { pausedUntil } from './pause'
import { spentBetween } from './spend'

// Everything responsible play shows a player, at their "now" (the test clock's, when on): the
// limits with what is left and any pending change, the pause, the reality-check interval and the
// current session's start and spend, so the site computes nothing from the browser's clock.

export interface ResponsiblePlayState {
  ahora: Date
  limites: LimitState[]
  /** The limit with the least left, for "Te quedan …" on the buying pages. */
  masAjustado: LimitState | null
  pausaHasta: Date | null
  controlRealidad: { minutos: number }
  sesion: { inicio: Date; gasto: number }
}

async function realityCheckMinutes(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ minutos: realityChecks.minutos })
    .from(realityChecks)
    .where(eq(realityChecks.userId, userId))
  return row?.minutos ?? 0
}

async function sessionStart(db: Executor, sessionId: string, fallback: Date): Promise<Date> {
  const [row] = await db
    .select({ inicio: sessions.inicio })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
  return row?.inicio ?? fallback
}

export async function responsiblePlayState(
  db: Executor,
  userId: number,
  sessionId: string,
  now: Date,
): Promise<ResponsiblePlayState> {
  const [limites, pausaHasta, minutos, inicio] = await Promise.all([
    limitStates(db, userId, now),
    pausedUntil(db, userId, now),
    realityCheckMinutes(db, userId),
    sessionStart(db, sessionId, now),
  ])
  // Purchases keep the real time, never later than the player's (test) clock: up to `now` counts.
  const gasto = await spentBetween(db, userId, inicio, new Date(now.getTime() + 1))
  return {
    ahora: now,
    limites,
    masAjustado: tightest(limites) ?? null,
    pausaHasta: pausaHasta ?? null,
    controlRealidad: { minutos },
    sesion: { inicio, gasto },
  }
}

export async function setRealityCheck(
  db: Executor,
  source: AuditSource,
  minutos: number,
  now: Date,
): Promise<string> {
  await db
    .insert(realityChecks)
    .values({ userId: source.userId, minutos, cambiadoEn: now })
    .onConflictDoUpdate({ target: realityChecks.userId, set: { minutos, cambiadoEn: now } })
  await audit(
    db,
    source,
    'CONTROL_REALIDAD',
    minutos === 0 ? 'aviso de tiempo desactivado' : `aviso cada ${minutos} minutos`,
    now,
  )
  return realityCheckSaved(minutos)
}
