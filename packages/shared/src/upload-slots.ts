// Identity uploads held by this process at once, whatever the number of accounts (docs/history.md,
// issue 37): each one holds its images in memory (three of up to 25 MB, then their base64 for the
// backend), so the per-account limits alone let many new accounts together exhaust the server.
// The site's /api/verificacion takes a slot before it reads a byte of the body; the embedded
// backend's handler takes one for callers over HTTP (the site's own in-process call already holds
// its slot). Over the cap: 503 with Retry-After, nothing read.

export const DEFAULT_UPLOADS_IN_FLIGHT = 2

/** Seconds a refused upload is told to wait: one upload of 75 MB on a slow line takes about that. */
export const UPLOAD_BUSY_RETRY_SECONDS = 30

export function uploadsInFlight(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.UPLOADS_IN_FLIGHT)
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_UPLOADS_IN_FLIGHT
}

// Route handlers and the backend are bundled apart: one count for the process.
const KEY = Symbol.for('loteria.uploadSlots')
type WithSlots = typeof globalThis & { [KEY]?: { taken: number } }

function slots(): { taken: number } {
  const scope = globalThis as WithSlots
  scope[KEY] ??= { taken: 0 }
  return scope[KEY]
}

/** A slot and the function that gives it back (once), or undefined when all are taken. */
export function takeUploadSlot(): (() => void) | undefined {
  const state = slots()
  if (state.taken >= uploadsInFlight()) return undefined
  state.taken += 1
  let released = false
  return () => {
    if (released) return
    released = true
    state.taken -= 1
  }
}
