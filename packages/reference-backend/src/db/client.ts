import { logger } from '@loteria/shared/observability'
import type { OpenDatabase, Prepare } from './database'
import { dataDir, openPglite } from './pglite'
import { openPostgres } from './postgres'

export type { Database, OpenDatabase, Prepare } from './database'

function isBuildWorker(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}

/** `EMBEDDED_DATA_DIR=:memory:` asks for demo data in memory on purpose (docs: Vercel). */
const IN_MEMORY_DIR = ':memory:'

// A disk the process cannot write (Vercel's functions, a read-only container root) has no place
// for PGlite's folder: the site still serves demo data, from memory, and says so once.
const UNWRITABLE = new Set(['EROFS', 'EACCES', 'EPERM'])

function unwritableCode(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return code && UNWRITABLE.has(code) ? code : undefined
}

async function openPgliteOrMemory(dir: string, prepare: Prepare): Promise<OpenDatabase> {
  if (dir === IN_MEMORY_DIR) return openPglite({ inMemory: true }, prepare)
  try {
    return await openPglite({ dir }, prepare)
  } catch (error) {
    const code = unwritableCode(error)
    if (!code) throw error
    logger.warn(
      `embedded-backend: no se puede escribir en ${dir} (${code}): datos de demostración en ` +
        'memoria, que se pierden al detener el proceso (DATABASE_URL guarda los datos)',
    )
    return openPglite({ inMemory: true }, prepare)
  }
}

/**
 * Opens the database and migrates it, then runs `prepare` (the seed, which src/database.ts passes
 * in: the storage layer never imports the domains above it): in memory for build workers (a build
 * must never touch the live data, not even with DATABASE_URL set), the PostgreSQL server of
 * DATABASE_URL when set, otherwise PGlite in the data folder under the lock, or in memory where that
 * folder cannot be written.
 */
export async function openDatabase(
  prepare: Prepare,
  options: { inMemory?: boolean; dir?: string; url?: string } = {},
): Promise<OpenDatabase> {
  if (options.inMemory ?? isBuildWorker()) return openPglite({ inMemory: true }, prepare)
  const url = options.dir === undefined ? (options.url ?? process.env.DATABASE_URL) : undefined
  if (url) return openPostgres(url, prepare)
  return openPgliteOrMemory(options.dir ?? dataDir(), prepare)
}
