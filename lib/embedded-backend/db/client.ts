import type { OpenDatabase } from './database'
import { dataDir, openPglite } from './pglite'
import { openPostgres } from './postgres'

export type { Database, OpenDatabase } from './database'
export { dataDir } from './pglite'

function isBuildWorker(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}

/** `EMBEDDED_DATA_DIR=:memory:` asks for demo data in memory on purpose (README: Vercel). */
export const IN_MEMORY_DIR = ':memory:'

// A disk the process cannot write (Vercel's functions, a read-only container root) has no place
// for PGlite's folder: the site still serves demo data, from memory, and says so once.
const UNWRITABLE = new Set(['EROFS', 'EACCES', 'EPERM'])

function unwritableCode(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return code && UNWRITABLE.has(code) ? code : undefined
}

async function openPgliteOrMemory(dir: string): Promise<OpenDatabase> {
  if (dir === IN_MEMORY_DIR) return openPglite({ inMemory: true })
  try {
    return await openPglite({ dir })
  } catch (error) {
    const code = unwritableCode(error)
    if (!code) throw error
    console.warn(
      `[embedded-backend] no se puede escribir en ${dir} (${code}): datos de demostración en ` +
        'memoria, que se pierden al detener el proceso (DATABASE_URL guarda los datos)',
    )
    return openPglite({ inMemory: true })
  }
}

/**
 * Opens the database, migrated and seeded: in memory for build workers (a build must never touch
 * the live data, not even with DATABASE_URL set), the PostgreSQL server of DATABASE_URL when set,
 * otherwise PGlite in the data folder under the lock, or in memory where that folder cannot be
 * written.
 */
export async function openDatabase(
  options: { inMemory?: boolean; dir?: string; url?: string } = {},
): Promise<OpenDatabase> {
  if (options.inMemory ?? isBuildWorker()) return openPglite({ inMemory: true })
  const url = options.dir === undefined ? (options.url ?? process.env.DATABASE_URL) : undefined
  if (url) return openPostgres(url)
  return openPgliteOrMemory(options.dir ?? dataDir())
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
