import { z } from 'zod'

/** An answer read with the contract's schema: one outside the contract fails the test here. */
export function inContract<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) {
    throw new Error(`La respuesta no cumple el contrato:\n${z.prettifyError(parsed.error)}`)
  }
  return parsed.data
}
