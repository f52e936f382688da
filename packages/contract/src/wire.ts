import { z } from 'zod'
import { formatCardNumber } from './format/format'

// How answers spell their values. Backends differ (an id as 42 or '42', a yes as true or 'S'), so
// the answers are read leniently and handed on in one form.

/** Ids and amounts arrive as numbers or numeric strings; read as numbers. */
export const numeric = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/),
  ])
  .transform(Number)

/** A yes/no that backends send as a boolean, 1/0, 'true' or 'S'. */
export const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'S')

/** Optional text that may come as null; read as ''. */
export const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '')

/** Card and line numbers keep their leading zeros as text; some backends send numbers. */
export const numberText = z.union([z.string(), z.number()]).transform(String)

/**
 * A card number, read in its six printed digits whatever the backend sends (`43985`, 43985 →
 * `043985`): every screen shows it as the card prints it.
 */
export const cardNumber = z.union([z.string(), z.number()]).transform(formatCardNumber)

/** A prize as sent: guaraníes for cash, the good's name (`Moto 0 km`) otherwise. */
export const amountOrText = z.union([z.number(), z.string()])

/** A list that some backends wrap as `{ datos: [...], total }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.union([
    z.array(item),
    z.object({ datos: z.array(item) }).transform((wrapped) => wrapped.datos),
  ])
}

/** A page of a paged list: `{ datos: [...], total }`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ datos: z.array(item), total: numeric })
}
