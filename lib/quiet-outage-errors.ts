// Next logs every error a page throws, stack and all, on stderr: during a backend or database
// outage each account page that rendered before middleware.ts saw it threw BackendUnavailableError
// and wrote a plain-text stack trace (27–31 in 11 s, 109 of 138 lines of one log not
// JSON). The outage is already one JSON line each way (lib/backend-health.ts and the embedded
// backend's database lines), and the player gets the Spanish page: those errors are not logged
// again. Every other error still is.

const KEY = Symbol.for('loteria.quietOutageErrors')
type WithFlag = typeof globalThis & { [KEY]?: boolean }

/** An outage error, as thrown (lib/backend/errors.ts) or as Next passes it on. */
function isOutageError(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { name?: unknown }).name === 'BackendUnavailableError'
  )
}

export function quietOutageErrors(): void {
  const scope = globalThis as WithFlag
  if (scope[KEY]) return
  scope[KEY] = true
  const original = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    if (args.some(isOutageError)) return
    original(...args)
  }
}
