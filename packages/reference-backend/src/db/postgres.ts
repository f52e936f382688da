import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { Pool, type PoolClient } from 'pg'
import { databaseAnswered, databaseWentAway } from './availability'
import type { OpenDatabase, Prepare } from './database'
import { MIGRATIONS_FOLDER } from './migrations-folder'
import { describeUrl, notPrepared, unreachable } from './postgres-errors'
import * as schema from './schema'

// DATABASE_URL: the same schema, migrations and seed on a PostgreSQL server. No lock file (the
// server handles concurrent processes), but site processes that start together must not migrate
// or seed twice: each takes a PostgreSQL advisory lock around both, so the second one waits and
// then finds the work done.

/** Any fixed number works: every site process on one database must use the same. */
const SETUP_LOCK = 0x6c6f7465 // "lote"

/** A server that does not answer must fail the start, not hang it. */
const CONNECT_TIMEOUT_MS = 10_000

async function migrateAndSeed(connection: PoolClient, prepare: Prepare): Promise<void> {
  await connection.query('select pg_advisory_lock($1)', [SETUP_LOCK])
  // On this one connection: the lock belongs to the session that took it.
  const db = drizzle(connection, { schema })
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
  await prepare(db)
  await connection.query('select pg_advisory_unlock($1)', [SETUP_LOCK])
}

/** Opens a pool on `url`, migrates and seeds under the advisory lock; throws a Spanish message. */
export async function openPostgres(url: string, prepare: Prepare): Promise<OpenDatabase> {
  const pool = new Pool({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  // An idle connection the server drops (restart, network) must not crash the site: the pool
  // replaces it on the next query. It is the outage's first sign: one log line, not one per client.
  pool.on('error', (error) => databaseWentAway(error))
  // A new connection made is the database back (an outage drops every old one).
  pool.on('connect', () => databaseAnswered())
  let connection: PoolClient
  try {
    connection = await pool.connect()
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw unreachable(url, error)
  }
  try {
    await migrateAndSeed(connection, prepare)
    connection.release()
  } catch (error) {
    // Destroyed, not returned to the pool: closing the session also drops the advisory lock.
    connection.release(true)
    await pool.end().catch(() => undefined)
    throw notPrepared(url, error)
  }
  let closed = false
  return {
    db: drizzle(pool, { schema }),
    where: `PostgreSQL at ${describeUrl(url)}`,
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
