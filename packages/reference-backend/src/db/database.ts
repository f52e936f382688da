import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

// The database as handlers see it, whichever driver is underneath: PGlite (the default) and
// node-postgres (DATABASE_URL) both satisfy it, so no handler knows which one it talks to. Raw
// `execute` results are `unknown` here on purpose: their shape differs between the drivers.

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** Work on a freshly migrated database before anyone uses it: the seed (src/database.ts). */
export type Prepare = (db: Database) => Promise<void>

export interface OpenDatabase {
  db: Database
  /** Where the data lives, for the start-up log line (never a password). */
  where: string
  close: () => Promise<void>
}
