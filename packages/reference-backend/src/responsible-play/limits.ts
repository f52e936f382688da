import { and, asc, eq, gt, isNull } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { spendLimits } from '../db/schema'
import { formatGs } from '@loteria/contract/format'
import type { LimitChange } from '@loteria/contract'
import { audit, type AuditSource } from './audit'
import {
  limitAppliedNow,
  limitName,
  limitPending,
  limitUnchanged,
  NO_LIMIT_TO_REMOVE,
  NO_PENDING_CHANGE,
  onAt,
  pendingCancelled,
} from './messages'
import { PERIODS, periodWindow, type Period } from './periods'
import { spentBetween } from './spend'

// Spend limits: lowering or setting one applies at once; raising or removing one applies 24 hours
// later, and until then the stricter limit holds and the player can cancel the change.

const RAISE_DELAY_MS = 24 * 3_600_000

type LimitRow = typeof spendLimits.$inferSelect

export interface LimitState {
  periodo: Period
  /** In force now; null: no limit. */
  monto: number | null
  /** Spent in the current period (approved purchases). */
  gastado: number
  /** What is left in the period; null without a limit. */
  restante: number | null
  /** When the current period ends (the next day, Monday or 1st at 00:00 in Asunción). */
  finPeriodo: Date
  pendiente: { monto: number | null; desde: Date } | null
}

async function liveRows(db: Executor, userId: number): Promise<LimitRow[]> {
  return db
    .select()
    .from(spendLimits)
    .where(and(eq(spendLimits.userId, userId), isNull(spendLimits.canceladoEn)))
    .orderBy(asc(spendLimits.desde), asc(spendLimits.id))
}

function inForce(rows: LimitRow[], period: Period, now: Date): number | null {
  const applied = rows.filter((r) => r.periodo === period && r.desde.getTime() <= now.getTime())
  return applied.at(-1)?.monto ?? null
}

function pendingOf(rows: LimitRow[], period: Period, now: Date): LimitRow | undefined {
  return rows.filter((r) => r.periodo === period && r.desde.getTime() > now.getTime()).at(-1)
}

export async function limitStates(db: Executor, userId: number, now: Date): Promise<LimitState[]> {
  const rows = await liveRows(db, userId)
  // One after the other: inside a hold's transaction they share one connection.
  const states: LimitState[] = []
  for (const periodo of PERIODS) {
    const monto = inForce(rows, periodo, now)
    const window = periodWindow(periodo, now)
    const gastado = await spentBetween(db, userId, window.start, window.end)
    const pending = pendingOf(rows, periodo, now)
    states.push({
      periodo,
      monto,
      gastado,
      restante: monto === null ? null : Math.max(0, monto - gastado),
      finPeriodo: window.end,
      pendiente: pending ? { monto: pending.monto, desde: pending.desde } : null,
    })
  }
  return states
}

/** The limit with the least left, the one the buying pages show ("Te quedan … este mes"). */
export function tightest(states: LimitState[]): LimitState | undefined {
  return states
    .filter((s) => s.restante !== null)
    .sort((a, b) => (a.restante ?? 0) - (b.restante ?? 0))[0]
}

async function cancelPending(db: Executor, userId: number, period: Period, now: Date) {
  return db
    .update(spendLimits)
    .set({ canceladoEn: now })
    .where(
      and(
        eq(spendLimits.userId, userId),
        eq(spendLimits.periodo, period),
        isNull(spendLimits.canceladoEn),
        gt(spendLimits.desde, now),
      ),
    )
    .returning({ id: spendLimits.id })
}

const shown = (monto: number | null) => (monto === null ? 'sin límite' : formatGs(monto))

/**
 * Sets, raises, lowers or removes a limit; a new change replaces a pending one. Answers the
 * message for the player, or a refusal when nothing changes.
 */
export async function changeLimit(
  db: Executor,
  source: AuditSource,
  change: LimitChange,
  now: Date,
): Promise<{ message: string } | { refusal: string }> {
  const { periodo, monto } = change
  const rows = await liveRows(db, source.userId)
  const current = inForce(rows, periodo, now)
  const pending = pendingOf(rows, periodo, now)
  if (monto === null && current === null) return { refusal: NO_LIMIT_TO_REMOVE }
  if (monto === current && !pending) return { refusal: limitUnchanged(periodo) }
  await cancelPending(db, source.userId, periodo, now)
  const stricter = monto !== null && (current === null || monto <= current)
  const desde = stricter ? now : new Date(now.getTime() + RAISE_DELAY_MS)
  if (monto !== current) {
    await db.insert(spendLimits).values({
      userId: source.userId,
      periodo,
      monto,
      desde,
      creadoEn: now,
    })
  }
  const what = `${limitName(periodo)}: de ${shown(current)} a ${shown(monto)}`
  const detalle =
    monto === current
      ? `${limitName(periodo)}: se deja en ${shown(current)} (cambio pendiente cancelado)`
      : stricter
        ? `${what}, aplicado al momento`
        : `${what}, se aplica ${onAt(desde)}`
  await audit(db, source, monto === null ? 'QUITAR_LIMITE' : 'FIJAR_LIMITE', detalle, now)
  if (monto === current) return { message: pendingCancelled(periodo) }
  return {
    message: stricter ? limitAppliedNow(periodo, monto) : limitPending(periodo, monto, desde),
  }
}

export async function cancelPendingLimit(
  db: Executor,
  source: AuditSource,
  periodo: Period,
  now: Date,
): Promise<{ message: string } | { refusal: string }> {
  const cancelled = await cancelPending(db, source.userId, periodo, now)
  if (cancelled.length === 0) return { refusal: NO_PENDING_CHANGE }
  await audit(
    db,
    source,
    'CANCELAR_CAMBIO',
    `${limitName(periodo)}: cambio pendiente cancelado`,
    now,
  )
  return { message: pendingCancelled(periodo) }
}
