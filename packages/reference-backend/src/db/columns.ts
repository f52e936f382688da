import { bigint, timestamp } from 'drizzle-orm/pg-core'

// Column shapes every schema file uses the same way.

/** A moment in time, read back as a Date (timestamptz). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Guaraníes: a carried-over pot outgrows a 32-bit integer. */
export const guaranies = (name: string) => bigint(name, { mode: 'number' })
