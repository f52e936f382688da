import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { acquireLock } from './lock'
import * as schema from './schema'
import { seedDatabase } from '../seed'

export type Database = PgliteDatabase<typeof schema>

interface OpenDatabase {
  db: Database
  client: PGlite
  close: () => Promise<void>
}

// Resolved at run time from the project folder; not a module for the bundler to trace.
const MIGRATIONS = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  'lib/embedded-backend/db/migrations',
)

export function dataDir(): string {
  return path.resolve(
    /*turbopackIgnore: true*/ process.env.EMBEDDED_DATA_DIR || path.join(process.cwd(), '.data'),
  )
}

function isBuildWorker(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}

/**
 * Opens the database: in memory for build workers (they must never touch the live folder),
 * otherwise the folder under the lock. Migrates and seeds on first open.
 */
export async function openDatabase(
  options: { inMemory?: boolean; dir?: string } = {},
): Promise<OpenDatabase> {
  const inMemory = options.inMemory ?? isBuildWorker()
  let release: () => void = () => undefined
  let client: PGlite
  if (inMemory) {
    client = await PGlite.create()
  } else {
    const dir = options.dir ?? dataDir()
    release = acquireLock(dir)
    try {
      client = await PGlite.create(path.join(/*turbopackIgnore: true*/ dir, 'pglite'))
    } catch (error) {
      release()
      throw error
    }
  }
  const db = drizzle(client, { schema })
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS })
    await seedDatabase(db)
  } catch (error) {
    await client.close().catch(() => undefined)
    release()
    throw error
  }
  let closed = false
  return {
    db,
    client,
    close: async () => {
      if (closed) return
      closed = true
      await client.close()
      release()
    },
  }
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
