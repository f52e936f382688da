import { asuncionInstantOn, FALLBACK_CLOSE_TIME } from '@loteria/contract'

// When a draw's sales close and when its pack reminders are due. Pure: the timer
// (./close-timer.ts) asks it with the clock's instant, the unit tests with any instant. The
// backend owns its close: sorteos/actual says it (`cierreVentas`), and the site follows.

const HOUR = 3_600_000
type CloseEnv = Readonly<Record<string, string | undefined>>
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * The close's time of day in Asunción: CIERRE_VENTAS_HORA ("17:00"), by default the reglamento's
 * 18:00. A value that is not a time of day is refused at start (settings-problems.ts).
 */
function closeTimeSetting(env: CloseEnv = process.env): string {
  const said = env.CIERRE_VENTAS_HORA?.trim()
  return said && CLOCK_TIME.test(said) ? said : FALLBACK_CLOSE_TIME
}

/** CIERRE_VENTAS_HORA's problem, if it is set and not a time of day. */
export function closeTimeProblem(env: CloseEnv = process.env): string | undefined {
  const said = env.CIERRE_VENTAS_HORA?.trim()
  if (!said || CLOCK_TIME.test(said)) return undefined
  return `CIERRE_VENTAS_HORA debe ser una hora HH:MM (por ejemplo 17:00), no "${said}"`
}

/** The scheduled close of sales: the draw's day at the close's time in Asunción. */
export function salesCloseOf(drawDate: Date, env: CloseEnv = process.env): Date {
  return asuncionInstantOn(drawDate, closeTimeSetting(env))
}

/** The reminders before the close, each sent once: how long before it each one starts. */
export const REMINDERS = { '24h': 24 * HOUR, '2h': 2 * HOUR } as const
export type ReminderKind = keyof typeof REMINDERS

export type DueWork = 'cierre' | ReminderKind

/**
 * What is due at `now` for the open draw. The 24 h reminder only until the 2 h one is due (a
 * process started an hour before the close sends one reminder, not two at once); nothing
 * reminds once the close is due, and the close is due once, while sales are still open.
 */
export function dueAt(now: Date, draw: { fecha: Date; ventasCerradasEn: Date | null }): DueWork[] {
  if (draw.ventasCerradasEn !== null) return []
  const close = salesCloseOf(draw.fecha).getTime()
  const at = now.getTime()
  if (at >= close) return ['cierre']
  if (at >= close - REMINDERS['2h']) return ['2h']
  if (at >= close - REMINDERS['24h']) return ['24h']
  return []
}

/**
 * How long the timer may wait before its next look at `now`: until the next instant something
 * becomes due (a reminder's start, the close), and never more than `most`. The close therefore
 * happens at 18:00, not up to a look's interval after it while sales stay open (a purchase at
 * 18:00:40 accepted under a countdown that said the sales had closed).
 */
export function nextLookIn(
  now: Date,
  draw: { fecha: Date; ventasCerradasEn: Date | null } | undefined,
  most: number,
): number {
  if (!draw || draw.ventasCerradasEn !== null) return most
  const close = salesCloseOf(draw.fecha).getTime()
  const at = now.getTime()
  const upcoming = [close - REMINDERS['24h'], close - REMINDERS['2h'], close].filter((t) => t > at)
  if (upcoming.length === 0) return most
  return Math.max(0, Math.min(most, Math.min(...upcoming) - at))
}
