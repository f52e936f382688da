import type { OpenDatabase } from './database'
import { dataDir, openPglite } from './pglite'
import { openPostgres } from './postgres'

export type { Database, OpenDatabase } from './database'
export { dataDir } from './pglite'

function isBuildWorker(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}

/**
 * Opens the database, migrated and seeded: in memory for build workers (a build must never touch
 * the live data, not even with DATABASE_URL set), the PostgreSQL server of DATABASE_URL when set,
 * otherwise PGlite in the data folder under the lock.
 */
export async function openDatabase(
  options: { inMemory?: boolean; dir?: string; url?: string } = {},
): Promise<OpenDatabase> {
  if (options.inMemory ?? isBuildWorker()) return openPglite({ inMemory: true })
  const url = options.dir === undefined ? (options.url ?? process.env.DATABASE_URL) : undefined
  if (url) return openPostgres(url)
  return openPglite({ dir: options.dir ?? dataDir() })
}

// One database per process, shared by every bundle that imports this module (Next may load it
// from several entry points, so the singleton lives on globalThis).
const KEY = Symbol.for('loteria.embedded-backend.database')
type Holder = { [KEY]?: Promise<OpenDatabase> }

export function getDatabase(): Promise<OpenDatabase> {
  const holder = globalThis as Holder
  holder[KEY] ??= openDatabase().catch((error: unknown) => {
    delete holder[KEY]
    throw error
  })
  return holder[KEY]
}

export async function closeDatabase(): Promise<void> {
  const holder = globalThis as Holder
  const open = holder[KEY]
  if (!open) return
  delete holder[KEY]
  await (await open).close()
}
