import type { ZodType } from 'zod'

// Why a form's submit button is still disabled: the fields its schema does not accept yet. The
// same schema disables the button (react-hook-form's isValid), so the two never disagree.

/** The fields of `order` that `schema` refuses in `values`, in `order`'s order (the form's). */
export function missingFields<K extends string>(
  schema: ZodType,
  values: unknown,
  order: readonly K[],
): K[] {
  const result = schema.safeParse(values)
  if (result.success) return []
  const refused = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')))
  return order.filter((name) => refused.has(name))
}

/** How many fields a hint names one by one; beyond that it counts them and names the first. */
export const NAMED_FIELDS_MAX = 3
