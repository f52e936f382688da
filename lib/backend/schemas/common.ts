import { z } from 'zod'

// Backends send ids and amounts as numbers or numeric strings; accept both, hand out numbers.
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

/** A list that some backends wrap as `{ datos: [...], total }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.union([
    z.array(item),
    z.object({ datos: z.array(item) }).transform((wrapped) => wrapped.datos),
  ])
}
