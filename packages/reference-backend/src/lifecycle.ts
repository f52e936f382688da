import { errorFields, logger } from '@loteria/shared/observability'
import { closeDatabase, getDatabase } from './database'

// Opens the embedded database at server start (so a locked folder or an unreachable DATABASE_URL
// is reported at once, not on the first visit). Closing it is the last step of the graceful stop
// (lib/graceful-stop.ts, installed by instrumentation.ts), after every accepted request finished.

function embeddedBackendActive(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.BACKEND_URL?.trim() && env.NEXT_PHASE !== 'phase-production-build'
}

export async function startEmbeddedBackend(): Promise<void> {
  if (!embeddedBackendActive()) return
  try {
    const { db, where } = await getDatabase()
    logger.info('embedded-backend: base de datos lista', { where })
    // A live draw left running resumes here; a PGlite folder has one process, so the lease of
    // the stopped one need not lapse first.
    const { watchLiveDraws } = await import('./live/watch')
    watchLiveDraws(db, { takeOver: !process.env.DATABASE_URL })
    // The close of sales at 18:00 of the draw's day and its reminders.
    const { ensureCloseTimer } = await import('./buying/close-timer')
    ensureCloseTimer(db)
  } catch (error) {
    // A second server on the same PGlite folder must not run on (it would corrupt the data), nor
    // one whose DATABASE_URL cannot be reached: a short Spanish message, exit code 1.
    logger.error(`embedded-backend: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}

/** Closes the database; the graceful stop calls it once no request needs it any more. */
export async function stopEmbeddedBackend(): Promise<void> {
  if (!embeddedBackendActive()) return
  try {
    await closeDatabase()
    logger.info('embedded-backend: base de datos cerrada')
  } catch (error) {
    logger.error('embedded-backend: el cierre de la base de datos falló', errorFields(error))
  }
}
