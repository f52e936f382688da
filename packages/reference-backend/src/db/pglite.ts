import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { OpenDatabase, Prepare } from './database'
import { acquireLock } from './lock'
import { MIGRATIONS_FOLDER } from './migrations-folder'
import * as schema from './schema'

// The default storage: PostgreSQL compiled to WASM, in memory (build workers) or in a folder that
// exactly one process may open (hence the lock file).

export function dataDir(): string {
  // `:memory:` (lib/embedded-backend/db/client.ts) is a choice, not a folder.
  if (process.env.EMBEDDED_DATA_DIR === ':memory:') return ':memory:'
  // Both calls carry the ignore: without it on the inner one, the build traced the whole local
  // folder (database, session secret) into .next/standalone (next.config.mjs excludes it too).
  return path.resolve(
    /*turbopackIgnore: true*/ process.env.EMBEDDED_DATA_DIR ||
      path.join(/*turbopackIgnore: true*/ process.cwd(), '.data'),
  )
}

/** Opens PGlite in memory or in `dir` under the lock; migrates, then `prepare`s (the seed). */
export async function openPglite(
  options: { inMemory: true } | { dir: string },
  prepare: Prepare,
): Promise<OpenDatabase> {
  let release: () => void = () => undefined
  let client: PGlite
  if ('inMemory' in options) {
    client = await PGlite.create()
  } else {
    release = acquireLock(options.dir)
    try {
      client = await PGlite.create(path.join(/*turbopackIgnore: true*/ options.dir, 'pglite'))
    } catch (error) {
      release()
      throw error
    }
  }
  const db = drizzle(client, { schema })
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    await prepare(db)
  } catch (error) {
    await client.close().catch(() => undefined)
    release()
    throw error
  }
  let closed = false
  return {
    db,
    where: 'inMemory' in options ? 'PGlite in memory' : `PGlite at ${options.dir}`,
    close: async () => {
      if (closed) return
      closed = true
      await client.close()
      release()
    },
  }
}
