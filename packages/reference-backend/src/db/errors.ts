// PostgreSQL errors as PGlite and node-postgres raise them, with the same `code` and `constraint`
// (Drizzle wraps them in `cause`).

const UNIQUE_VIOLATION = '23505'

/** The name of the unique constraint or index an insert or update broke, if that is the error. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined
    const { code, constraint, cause } = current as {
      code?: unknown
      constraint?: unknown
      cause?: unknown
    }
    if (code === UNIQUE_VIOLATION) return typeof constraint === 'string' ? constraint : ''
    current = cause
  }
  return undefined
}
