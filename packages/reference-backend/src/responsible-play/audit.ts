import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { responsiblePlayAudit } from '../db/schema'

// Every change a player makes to their limits, pauses or reality check: what, when, and from which
// backend session and address. Never changed nor deleted; the operator CLI lists it.

export interface AuditSource {
  userId: number
  sesionId: string
  ip: string
}

export async function audit(
  db: Executor,
  source: AuditSource,
  accion: string,
  detalle: string,
  now: Date,
): Promise<void> {
  await db.insert(responsiblePlayAudit).values({ ...source, accion, detalle, creadoEn: now })
}

export async function auditOf(db: Executor, userId: number) {
  return db
    .select()
    .from(responsiblePlayAudit)
    .where(eq(responsiblePlayAudit.userId, userId))
    .orderBy(desc(responsiblePlayAudit.creadoEn), desc(responsiblePlayAudit.id))
}
