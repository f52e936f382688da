import { sql } from 'drizzle-orm'
import { customType } from 'drizzle-orm/pg-core'

/**
 * File bytes (verification documents, collection vouchers). Written as base64 text decoded by
 * PostgreSQL: PGlite's own bytea parameter encoding takes seconds for a 25 MB image, the base64
 * path a fraction of it (and node-postgres takes the same SQL). Read back, PGlite hands bytea as
 * a Uint8Array and node-postgres as a Buffer, kept as it is (the handlers that serve a file read
 * base64 text instead: PGlite's bytea decoding is slow for large files).
 */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => sql`decode(${value.toString('base64')}, 'base64')`,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})
