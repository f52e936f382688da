import { count, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from './executor'

/**
 * A page of a list and how many rows the whole list has, read at once: `page` selects the rows
 * of `table` that `where` keeps (undefined keeps all), with its own order, limit and offset.
 */
export async function withTotal<Row>(
  db: Executor,
  page: PromiseLike<Row[]>,
  table: PgTable,
  where?: SQL,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    page,
    db.select({ total: count() }).from(table).where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}
