import { z } from 'zod'
import { msg, type ValidationMessageKey } from './messages'

// Field rules that requests share, each with its message key. A form checks the field as the
// player types (a code is a <select>'s text); the backend checks the same rule on the payload,
// where a code is a number and texts have a length limit.

export const required = (key: ValidationMessageKey) => z.string(msg(key)).trim().min(1, msg(key))

/** Required text no longer than the backend stores. */
export const bounded = (key: ValidationMessageKey, max = 120) => required(key).max(max, msg(key))

export const email = z
  .string(msg('emailInvalid'))
  .trim()
  .min(1, msg('emailInvalid'))
  .pipe(z.email(msg('emailInvalid')))

/** The e-mail as the backend keeps it: lower case, at most 254 characters. */
export const storedEmail = email.pipe(z.string().max(254, msg('emailInvalid')).toLowerCase())

/** A code picked from a list, as the form holds it: digits. */
export const codeText = (key: ValidationMessageKey) =>
  z.string(msg(key)).trim().regex(/^\d+$/, msg(key))

/**
 * A code in a payload: a number or a numeric string. 0 is a valid code (Asunción). `message` is a
 * key, or the text of a refusal no form shows.
 */
export const code = (message: ValidationMessageKey | (string & {})) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).nonnegative(message),
  )

/** A phone as the backend keeps it: digits, spaces, +, ( ) and dashes. */
export const PHONE = /^[0-9+()\s-]{6,30}$/

export const SEXOS = ['M', 'F'] as const
export const sexo = z.enum(SEXOS, msg('sexo'))

export const aceptarTerminos = z.literal(true, msg('terminos'))

/** A yes/no the backend takes as false when it is left out. */
export const optionalFlag = z.boolean(msg('requestInvalid')).optional().default(false)
