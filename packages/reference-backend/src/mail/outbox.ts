import { desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { outbox } from '../db/schema'

// The outbox as the operator reads it: newest first, optionally the mail of one address.

/** `para` is compared case-insensitively: pass it lower-cased. */
export function outboxMail(db: Executor, para: string | undefined, cantidad: number) {
  return db
    .select()
    .from(outbox)
    .where(para ? eq(sql`lower(${outbox.para})`, para) : undefined)
    .orderBy(desc(outbox.creadoEn), desc(outbox.id))
    .limit(cantidad)
}
