import { count } from 'drizzle-orm'
import { hashPassword } from '../auth/passwords'
import type { Database } from '../db/client'
import * as schema from '../db/schema'
import { demoPlayers, selfExclusionTimes } from './accounts-data'

// Accounts seed: self-exclusion periods and the demo players with their history. Runs on its own
// check (no players yet), so a database seeded before accounts existed gets them too.

export async function seedAccounts(db: Database): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.users)
  if ((existing?.n ?? 0) > 0) return
  // Hashed here, once, with a random salt: no password hash is kept in the source.
  const hashes = await Promise.all(demoPlayers.map((player) => hashPassword(player.password)))
  await db.transaction(async (tx) => {
    await tx.insert(schema.selfExclusionTimes).values(selfExclusionTimes).onConflictDoNothing()
    for (const [index, player] of demoPlayers.entries()) {
      const [user] = await tx
        .insert(schema.users)
        .values({ ...player.user, passwordHash: hashes[index]! })
        .returning({ id: schema.users.id })
      if (!user) throw new Error('seed: player not created')
      if (player.sessions.length > 0) {
        await tx.insert(schema.sessions).values(
          player.sessions.map((session, n) => ({
            // Not the hash of any cookie: a seeded session can never be presented.
            id: `seed-${user.id}-${n + 1}`,
            userId: user.id,
            xsrf: '',
            inicio: session.inicio,
            fin: new Date(session.inicio.getTime() + session.minutes * 60_000),
            expiracion: new Date(session.inicio.getTime() + 8 * 3_600_000),
            ip: session.ip,
          })),
        )
      }
      if (player.movements.length > 0) {
        await tx
          .insert(schema.movements)
          .values(player.movements.map((movement) => ({ ...movement, userId: user.id })))
      }
      const verification = player.verification
      if (verification) {
        const [request] = await tx
          .insert(schema.verificationRequests)
          .values({
            userId: user.id,
            codPais: player.user.codigoPais,
            estado: verification.estado,
            observacion: verification.observacion,
            fecha: verification.fecha,
          })
          .returning({ id: schema.verificationRequests.id })
        if (!request) throw new Error('seed: verification request not created')
        await tx.insert(schema.verificationDocuments).values(
          verification.images.map((image, orden) => ({
            requestId: request.id,
            orden,
            mime: 'image/png',
            datos: Buffer.from(image, 'base64'),
          })),
        )
      }
    }
  })
}
