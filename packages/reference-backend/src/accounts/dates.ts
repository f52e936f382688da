import { formatInTimeZone } from 'date-fns-tz'
import { TIME_ZONE } from '@loteria/contract/format'

// Calendar dates as a Paraguayan player reads them (America/Asuncion).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
/** A date with an optional local time and no zone: the calendar date is the date part. */
const LOCAL = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/
/** UTC midnight: never midnight in Asunción (UTC-3 or UTC-4), so it is a date sent as UTC. */
const UTC_MIDNIGHT = /^\d{4}-\d{2}-\d{2}T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)$/
/** A date-time with a zone (`Z` or `±hh:mm`): the calendar date is the one in Asunción. */
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/

/** `yyyy-MM-dd` in Asunción. */
export function asuncionDate(instant: Date): string {
  return formatInTimeZone(instant, TIME_ZONE, 'yyyy-MM-dd')
}

function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/**
 * A birth date sent as an ISO date (`2000-05-10`) or date-time (`2000-05-10T03:00:00.000Z`, as a
 * browser's `Date` in Asunción serialises local midnight; `2000-05-10T00:00:00.000Z`, as
 * `new Date('2000-05-10')` does), as the `yyyy-MM-dd` calendar date it means.
 */
export function parseCalendarDate(value: string): string | undefined {
  const text = value.trim()
  const local = LOCAL.exec(text)
  let day: string | undefined
  if (local) day = local[1]
  else if (UTC_MIDNIGHT.test(text)) {
    // `new Date('2000-05-10').toISOString()`: a date-only value, not a moment in Asunción.
    day = text.slice(0, 10)
  } else if (ZONED.test(text)) {
    const instant = new Date(text)
    if (!Number.isNaN(instant.getTime())) day = asuncionDate(instant)
  }
  return day && isRealDate(day) ? day : undefined
}

/** Whole years from `birth` to `today`, both `yyyy-MM-dd`. */
export function ageOn(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4))
  return today.slice(5) >= birth.slice(5) ? years : years - 1
}

export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * 86_400_000)
}
