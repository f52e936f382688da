import { closeDatabase, getDatabase } from './database'

// Opens the embedded database at server start (so a locked folder or an unreachable DATABASE_URL
// is reported at once, not on the first visit) and closes it cleanly on SIGTERM/SIGINT. Needs
// NEXT_MANUAL_SIG_HANDLE=1 (set by scripts/start.mjs), or Next exits before the close finishes.

export async function startEmbeddedBackend(): Promise<void> {
  if (process.env.BACKEND_URL || process.env.NEXT_PHASE === 'phase-production-build') return

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    closeDatabase()
      .then(() => console.log(`[embedded-backend] database closed (${signal})`))
      .catch((error: unknown) => console.error('[embedded-backend] close failed:', error))
      .finally(() => process.exit(0))
  }
  if (process.env.NEXT_MANUAL_SIG_HANDLE) {
    process.once('SIGTERM', () => shutdown('SIGTERM'))
    process.once('SIGINT', () => shutdown('SIGINT'))
  }

  try {
    const { db, where } = await getDatabase()
    console.log(`[embedded-backend] database ready (${where})`)
    // A live draw left running resumes here; a PGlite folder has one process, so the lease of
    // the stopped one need not lapse first.
    const { watchLiveDraws } = await import('./live/watch')
    watchLiveDraws(db, { takeOver: !process.env.DATABASE_URL })
  } catch (error) {
    // A second server on the same PGlite folder must not run on (it would corrupt the data), nor
    // one whose DATABASE_URL cannot be reached: a short Spanish message, exit code 1.
    console.error(`[embedded-backend] ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
