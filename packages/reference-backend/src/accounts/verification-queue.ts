import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import type { Executor } from '../db/executor'
import { users, verificationDocuments, verificationRequests } from '../db/schema'

// The operator's verification queue. A request moves PENDIENTE → APROBADA | RECHAZADA once;
// approving marks the player verified and validated.

export const VERIFICATION_STATES = ['PENDIENTE', 'APROBADA', 'RECHAZADA'] as const
export type VerificationState = (typeof VERIFICATION_STATES)[number]

/** Oldest first: the order in which the queue is worked. */
export function verificationQueue(db: Executor, estado: VerificationState | undefined) {
  return db
    .select({
      id: verificationRequests.id,
      idUsuario: verificationRequests.userId,
      email: users.email,
      nombre: users.nombre,
      apellido: users.apellido,
      fecha: verificationRequests.fecha,
      estado: verificationRequests.estado,
      observacion: verificationRequests.observacion,
    })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.userId))
    .where(estado ? eq(verificationRequests.estado, estado) : undefined)
    .orderBy(asc(verificationRequests.fecha), asc(verificationRequests.id))
}

/** Moves a pending request to `estado`, in one conditional update so it happens only once. */
export async function decideVerification(
  db: Database,
  id: number,
  estado: Exclude<VerificationState, 'PENDIENTE'>,
  observacion: string,
): Promise<{ userId: number } | 'not-found' | 'processed'> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(verificationRequests)
      .set({ estado, observacion })
      .where(and(eq(verificationRequests.id, id), eq(verificationRequests.estado, 'PENDIENTE')))
      .returning({ userId: verificationRequests.userId })
    if (!changed) {
      const [exists] = await tx
        .select({ id: verificationRequests.id })
        .from(verificationRequests)
        .where(eq(verificationRequests.id, id))
      return exists ? 'processed' : 'not-found'
    }
    if (estado === 'APROBADA') {
      await tx
        .update(users)
        .set({ verificado: true, validado: true })
        .where(eq(users.id, changed.userId))
    }
    return changed
  })
}

/**
 * Document `orden` (0 front, 1 back, 2 selfie) of a request. As base64 text: PGlite's bytea
 * decoding is several times slower for large images.
 */
export async function verificationDocument(db: Executor, requestId: number, orden: number) {
  const [document] = await db
    .select({
      mime: verificationDocuments.mime,
      base64: sql<string>`encode(${verificationDocuments.datos}, 'base64')`,
    })
    .from(verificationDocuments)
    .where(
      and(eq(verificationDocuments.requestId, requestId), eq(verificationDocuments.orden, orden)),
    )
  return document
}
