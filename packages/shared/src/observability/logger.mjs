// Operational log lines as JSON, one object per line: time, level, msg, the request's id and
// route when there is one, then the caller's fields. JSON.stringify escapes every newline and
// quote, so nothing a player typed can start a line of its own (a forged "[correo] …" entry).
import { currentRequest } from './request-context.mjs'

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 }

function threshold() {
  return LEVELS[process.env.LOG_LEVEL ?? ''] ?? LEVELS.info
}

/**
 * An error as short fields. The stack only when asked (a programming error); a known failure
 * (the database away, a timeout) is its message and code, inside one line either way.
 */
export function errorFields(error, { stack = false } = {}) {
  if (!(error instanceof Error)) return { error: String(error) }
  const cause = error.cause instanceof Error ? error.cause : undefined
  const code = error.code ?? cause?.code
  const fields = { error: error.message || error.name }
  if (cause?.message && cause.message !== error.message) fields.cause = cause.message
  if (code !== undefined) fields.code = String(code)
  if (stack && error.stack) fields.stack = error.stack
  return fields
}

function write(level, msg, fields = {}) {
  if (LEVELS[level] < threshold()) return
  const context = currentRequest()
  const entry = {
    time: new Date().toISOString(),
    level,
    msg: String(msg),
    ...(context ? { requestId: context.requestId, route: context.route } : {}),
    ...fields,
  }
  let line
  try {
    line = JSON.stringify(entry)
  } catch {
    line = JSON.stringify({
      time: entry.time,
      level,
      msg: entry.msg,
      note: 'unserialisable fields',
    })
  }
  ;(LEVELS[level] >= LEVELS.warn ? process.stderr : process.stdout).write(`${line}\n`)
}

export const logger = {
  debug: (msg, fields) => write('debug', msg, fields),
  info: (msg, fields) => write('info', msg, fields),
  warn: (msg, fields) => write('warn', msg, fields),
  error: (msg, fields) => write('error', msg, fields),
}
