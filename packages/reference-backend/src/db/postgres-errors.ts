// Start-up failures of DATABASE_URL, as short Spanish messages for whoever runs the server: the
// lifecycle prints the message and exits with code 1, no stack trace. Never echoes the password.

/** `host:port/database` of a DATABASE_URL, without user or password. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`
  } catch {
    return '(dirección no válida)'
  }
}

/** Node reports a refused `localhost` (tried on ::1 and 127.0.0.1) as an AggregateError with no message. */
function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0])
  if (!(error instanceof Error)) return String(error)
  const code = (error as NodeJS.ErrnoException).code
  const text = error.message || code || error.name
  // Drizzle wraps the driver's error: its own message is the failed SQL, the cause says why.
  if (error.cause instanceof Error && text.startsWith('Failed query')) return reason(error.cause)
  return text
}

class PostgresStartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'PostgresStartError'
  }
}

export const unreachable = (url: string, error: unknown) =>
  new PostgresStartError(
    `No se pudo conectar a PostgreSQL en ${describeUrl(url)} (DATABASE_URL): ${reason(error)}. ` +
      'Revise que el servidor esté en marcha y que la dirección, el usuario y la contraseña sean correctos.',
    { cause: error },
  )

export const notPrepared = (url: string, error: unknown) =>
  new PostgresStartError(
    `No se pudieron aplicar las migraciones o los datos iniciales en PostgreSQL ${describeUrl(url)} ` +
      `(DATABASE_URL): ${reason(error)}.`,
    { cause: error },
  )
