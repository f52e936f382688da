import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import type { Executor } from '../db/executor'
import { uniqueViolation } from '../db/errors'
import { verificationDocuments, verificationRequests } from '../db/schema'
import type { DecodedImage } from '../validation/images'

// A player's identity verification requests: front, back and a selfie sent together, one pending
// request per player at a time (a partial unique index), and the player's own list of them.

export async function hasPendingVerification(db: Executor, userId: number): Promise<boolean> {
  const [pending] = await db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(
      and(eq(verificationRequests.userId, userId), eq(verificationRequests.estado, 'PENDIENTE')),
    )
  return pending !== undefined
}

/** The request and its images together, or 'pending' when another one got there first. */
export async function submitVerification(
  db: Database,
  userId: number,
  codPais: number,
  images: readonly DecodedImage[],
): Promise<'submitted' | 'pending'> {
  try {
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(verificationRequests)
        .values({ userId, codPais, estado: 'PENDIENTE', observacion: '', fecha: new Date() })
        .returning({ id: verificationRequests.id })
      if (!created) throw new Error('verification request not created')
      await tx.insert(verificationDocuments).values(
        images.map((image, orden) => ({
          requestId: created.id,
          orden,
          mime: image.mime,
          datos: image.bytes,
        })),
      )
    })
  } catch (error) {
    // Two submissions racing each other: the partial unique index lets one through.
    if (uniqueViolation(error) === 'verification_requests_one_pending') return 'pending'
    throw error
  }
  return 'submitted'
}

/** The player's requests, newest first. */
export function myVerifications(db: Executor, userId: number) {
  return db
    .select({
      id: verificationRequests.id,
      fecha: verificationRequests.fecha,
      estado: verificationRequests.estado,
      observacion: verificationRequests.observacion,
    })
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .orderBy(desc(verificationRequests.fecha), desc(verificationRequests.id))
}
