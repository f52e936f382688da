import { desc, eq, sql } from 'drizzle-orm'
import { outbox } from '../db/schema'
import { intParam, ok } from '../http'
import type { Routes } from '../router'

// Operator: the mail outbox, newest first, optionally for one address (case-insensitive).

export const operatorMailRoutes: Routes = {
  'GET operador/correos': async ({ db, url }) => {
    const para = url.searchParams.get('para')?.trim().toLowerCase()
    const rows = await db
      .select()
      .from(outbox)
      .where(para ? eq(sql`lower(${outbox.para})`, para) : undefined)
      .orderBy(desc(outbox.creadoEn), desc(outbox.id))
      .limit(Math.max(1, intParam(url, 'cantidad', 50, 500)))
    return ok(rows.map((row) => ({ ...row, creadoEn: row.creadoEn.toISOString() })))
  },
}
