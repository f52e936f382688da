import { intParam, ok } from '../http'
import { outboxMail } from '../mail/outbox'
import type { Routes } from '../router'

// Operator: the mail outbox, newest first, optionally for one address (case-insensitive).

export const operatorMailRoutes: Routes = {
  'GET operador/correos': async ({ db, url }) => {
    const para = url.searchParams.get('para')?.trim().toLowerCase()
    const rows = await outboxMail(db, para, Math.max(1, intParam(url, 'cantidad', 50, 500)))
    return ok(rows.map((row) => ({ ...row, creadoEn: row.creadoEn.toISOString() })))
  },
}
