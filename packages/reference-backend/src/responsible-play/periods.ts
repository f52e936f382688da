import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { TIME_ZONE } from '@loteria/contract/format'

// The calendar of spend limits, as a Paraguayan player counts it: days from midnight, weeks from
// Monday 00:00 and months from the 1st, in America/Asuncion.

export const PERIODS = ['dia', 'semana', 'mes'] as const
export type Period = (typeof PERIODS)[number]

export interface Window {
  start: Date
  end: Date
}

function localMidnight(year: number, month: number, day: number): Date {
  // Date.UTC normalises day and month overflow (day 32, month 13) into the next ones.
  const date = new Date(Date.UTC(year, month - 1, day))
  const text = `${date.toISOString().slice(0, 10)}T00:00:00`
  return fromZonedTime(text, TIME_ZONE)
}

/** The period containing `now`: [start, end). */
export function periodWindow(period: Period, now: Date): Window {
  const [y, m, d, isoWeekday] = formatInTimeZone(now, TIME_ZONE, 'yyyy-MM-dd-i')
    .split('-')
    .map(Number) as [number, number, number, number]
  if (period === 'dia') return { start: localMidnight(y, m, d), end: localMidnight(y, m, d + 1) }
  if (period === 'semana') {
    const monday = d - (isoWeekday - 1)
    return { start: localMidnight(y, m, monday), end: localMidnight(y, m, monday + 7) }
  }
  return { start: localMidnight(y, m, 1), end: localMidnight(y, m + 1, 1) }
}

/** The year containing `now` in Asunción, and its window. */
export function yearWindow(year: number): Window {
  return { start: localMidnight(year, 1, 1), end: localMidnight(year + 1, 1, 1) }
}

export function asuncionYear(now: Date): number {
  return Number(formatInTimeZone(now, TIME_ZONE, 'yyyy'))
}
