import { consume, retryAfterSeconds, ruleFromEnv, type RateLimit } from './rate-limit'

// Identity uploads, counted before a byte of the body is read, with one count for the process
// whichever door they come through: the site's /api/verificacion or the embedded backend's
// POST /servicios/rest/solicitud/solicitar-verificacion for callers over HTTP (the site's own
// in-process call already holds its turn). Each upload holds its images in memory (three of up to
// 25 MB, then their base64 for the backend), so:
// - at most UPLOADS_IN_FLIGHT at once in the process, whatever the accounts (docs/history.md):
//   503 with Retry-After;
// - one at a time per account, and LIMIT_UPLOADS_ACCOUNT an hour: 429. With a door
//   each, one account held both of the process's slots.
// A busy process refuses before the account's count is taken: the player loses no attempt.

export const DEFAULT_UPLOADS_IN_FLIGHT = 2

/** Seconds a refused upload is told to wait: one upload of 75 MB on a slow line takes about that. */
export const UPLOAD_BUSY_RETRY_SECONDS = 30

/** Seconds an account is told to wait while its own upload is under way. */
export const UPLOAD_IN_PROGRESS_RETRY_SECONDS = 5

const UPLOADS_PER_ACCOUNT: RateLimit = { limit: 10, windowMs: 3_600_000 }

export function uploadsInFlight(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.UPLOADS_IN_FLIGHT)
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_UPLOADS_IN_FLIGHT
}

// Route handlers and the backend are bundled apart: one state for the process.
const KEY = Symbol.for('loteria.uploadSlots')
interface Slots {
  taken: number
  accounts: Set<number>
}
type WithSlots = typeof globalThis & { [KEY]?: Slots }

function slots(): Slots {
  const scope = globalThis as WithSlots
  scope[KEY] ??= { taken: 0, accounts: new Set() }
  scope[KEY].accounts ??= new Set()
  return scope[KEY]
}

export type UploadTurn =
  | { ok: true; release: () => void }
  | { ok: false; reason: 'tooMany' | 'inProgress' | 'busy'; retryAfter: number }

/** The account's turn to upload, and the function that gives it back (once); or why not. */
export function takeUploadTurn(
  accountId: number,
  env: NodeJS.ProcessEnv = process.env,
): UploadTurn {
  const state = slots()
  if (state.accounts.has(accountId))
    return { ok: false, reason: 'inProgress', retryAfter: UPLOAD_IN_PROGRESS_RETRY_SECONDS }
  if (state.taken >= uploadsInFlight(env))
    return { ok: false, reason: 'busy', retryAfter: UPLOAD_BUSY_RETRY_SECONDS }
  const key = `upload:${accountId}`
  const rule = ruleFromEnv('LIMIT_UPLOADS_ACCOUNT', UPLOADS_PER_ACCOUNT, env)
  if (!consume(key, rule))
    return { ok: false, reason: 'tooMany', retryAfter: retryAfterSeconds(key, rule) }
  state.taken += 1
  state.accounts.add(accountId)
  let released = false
  return {
    ok: true,
    release: () => {
      if (released) return
      released = true
      state.taken -= 1
      state.accounts.delete(accountId)
    },
  }
}
