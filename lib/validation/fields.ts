import { z } from 'zod'
import { formatInTimeZone } from 'date-fns-tz'
import { msg, type ValidationKey } from './messages'

export const email = (key: ValidationKey = 'emailInvalid') =>
  z
    .string(msg(key))
    .trim()
    .min(1, msg(key))
    .pipe(z.email(msg(key)))

export const required = (key: ValidationKey) => z.string(msg(key)).trim().min(1, msg(key))

/** A code picked from a list: digits, sent as a string by <select>. */
export const code = (key: ValidationKey) => z.string(msg(key)).trim().regex(/^\d+$/, msg(key))

export const MIN_AGE = 18

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
