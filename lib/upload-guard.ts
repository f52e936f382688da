import 'server-only'
import { consume, retryAfterSeconds, ruleFromEnv } from '@loteria/shared'

// Identity uploads, counted per account before a byte of the body is read (docs/history.md,
// issue 23): at most LIMIT_UPLOADS_ACCOUNT (default 10 an hour, as the backend's own count), and
// one at a time, so one account can never hold more than one upload's bytes in this process's
// memory.

const UPLOADS_PER_ACCOUNT = { limit: 10, windowMs: 3_600_000 }

const inFlight = new Set<number>()

export type UploadTurn =
  | { ok: true; release: () => void }
  | { ok: false; reason: 'tooMany' | 'inProgress'; retryAfter: number }

export function takeUploadTurn(userId: number): UploadTurn {
  if (inFlight.has(userId)) return { ok: false, reason: 'inProgress', retryAfter: 5 }
  const key = `upload:${userId}`
  const rule = ruleFromEnv('LIMIT_UPLOADS_ACCOUNT', UPLOADS_PER_ACCOUNT)
  if (!consume(key, rule)) {
    return { ok: false, reason: 'tooMany', retryAfter: retryAfterSeconds(key, rule) }
  }
  inFlight.add(userId)
  let released = false
  return {
    ok: true,
    release: () => {
      if (released) return
      released = true
      inFlight.delete(userId)
    },
  }
}
