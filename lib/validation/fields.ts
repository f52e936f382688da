import { z } from 'zod'
import { formatInTimeZone } from 'date-fns-tz'
import { MINIMUM_AGE } from '@loteria/contract'
import { msg } from './messages'

// The birth date as the form holds it (`yyyy-MM-dd` from <input type="date">): the browser checks
// the age at once; the backend checks it again on the date it is sent.

const MIN_AGE = MINIMUM_AGE

/** Age in whole years on `today` (Asunción), for a `yyyy-MM-dd` birth date. */
export function ageOn(birthDate: string, today: Date = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = formatInTimeZone(today, 'America/Asuncion', 'yyyy-MM-dd')
    .split('-')
    .map(Number) as [number, number, number]
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0)
}

export const birthDate = z
  .string(msg('nacimiento'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg('nacimiento'))
  .refine((value) => !Number.isNaN(new Date(`${value}T12:00:00Z`).getTime()), msg('nacimiento'))
  .refine((value) => ageOn(value) >= MIN_AGE, msg('underage'))
