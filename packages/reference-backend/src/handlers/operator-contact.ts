import { desc } from 'drizzle-orm'
import { contactMessages } from '../db/schema'
import { intParam, ok } from '../http'
import type { Routes } from '../router'

// Operator: the contact form's messages, newest first.

export const operatorContactRoutes: Routes = {
  'GET operador/contacto': async ({ db, url }) => {
    const rows = await db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(Math.max(1, intParam(url, 'cantidad', 20, 500)))
    return ok(rows)
  },
}
