import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { TIME_ZONE } from '@loteria/contract/format'

// When a draw's sales close and when its pack reminders are due (issue 39). Pure: the timer
// (./close-timer.ts) asks it with the clock's instant, the unit tests with any instant.

/** The close of sales: the draw's day at 18:00 in Asunción (the site says "a las 18:00"). */
const CLOSE_TIME = '18:00'
const HOUR = 3_600_000

export function salesCloseOf(drawDate: Date): Date {
  return fromZonedTime(
    `${formatInTimeZone(drawDate, TIME_ZONE, 'yyyy-MM-dd')} ${CLOSE_TIME}`,
    TIME_ZONE,
  )
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
