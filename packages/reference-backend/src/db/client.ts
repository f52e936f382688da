import type { OpenDatabase, Prepare } from './database'
import { dataDir, openPglite } from './pglite'
import { openPostgres } from './postgres'

export type { Database, OpenDatabase, Prepare } from './database'
export { dataDir } from './pglite'

function isBuildWorker(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}

/**
 * Opens the database and migrates it, then runs `prepare` (the seed, which src/database.ts passes
 * in: the storage layer never imports the domains above it): in memory for build workers (a build
 * must never touch the live data, not even with DATABASE_URL set), the PostgreSQL server of
 * DATABASE_URL when set, otherwise PGlite in the data folder under the lock.
 */
export async function openDatabase(
  prepare: Prepare,
  options: { inMemory?: boolean; dir?: string; url?: string } = {},
): Promise<OpenDatabase> {
  if (options.inMemory ?? isBuildWorker()) return openPglite({ inMemory: true }, prepare)
  const url = options.dir === undefined ? (options.url ?? process.env.DATABASE_URL) : undefined
  if (url) return openPostgres(url, prepare)
  return openPglite({ dir: options.dir ?? dataDir() }, prepare)
}
