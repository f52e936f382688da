import 'server-only'
import {
  consume,
  retryAfterSeconds,
  ruleFromEnv,
  takeUploadSlot,
  UPLOAD_BUSY_RETRY_SECONDS,
} from '@loteria/shared'

// Identity uploads, counted before a byte of the body is read. Per account (docs/history.md,
// issue 23): at most LIMIT_UPLOADS_ACCOUNT (default 10 an hour, as the backend's own count), and
// one at a time. For the whole process (issue 37): at most UPLOADS_IN_FLIGHT at once, whatever the
// number of accounts, so new accounts together cannot exhaust the server's memory either. A busy
// process refuses before the account's count is taken: the player loses no attempt.

const UPLOADS_PER_ACCOUNT = { limit: 10, windowMs: 3_600_000 }

const inFlight = new Set<number>()

export type UploadTurn =
  | { ok: true; release: () => void }
  | { ok: false; reason: 'tooMany' | 'inProgress' | 'busy'; retryAfter: number }

export function takeUploadTurn(userId: number): UploadTurn {
  if (inFlight.has(userId)) return { ok: false, reason: 'inProgress', retryAfter: 5 }
  const releaseSlot = takeUploadSlot()
  if (!releaseSlot) return { ok: false, reason: 'busy', retryAfter: UPLOAD_BUSY_RETRY_SECONDS }
  const key = `upload:${userId}`
  const rule = ruleFromEnv('LIMIT_UPLOADS_ACCOUNT', UPLOADS_PER_ACCOUNT)
  if (!consume(key, rule)) {
    releaseSlot()
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
      releaseSlot()
    },
  }
}
