/** A JSON object, for the few browser-side readers that check an answer by hand instead of zod. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null
