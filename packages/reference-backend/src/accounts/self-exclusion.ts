import { asc, eq } from 'drizzle-orm'
import { closeUserSessions } from '../auth/sessions'
import type { Database } from '../db/client'
import type { Executor } from '../db/executor'
import { blocks, selfExclusionTimes, users } from '../db/schema'
import { addDays } from './dates'

// Self-exclusion (docs/product.md §5): the periods a player may choose, and the block itself. The
// block, the account's end date and the closing of every open session happen together.

export type SelfExclusionPeriod = typeof selfExclusionTimes.$inferSelect

export function selfExclusionPeriods(db: Executor) {
  return db
    .select({
      idTiempo: selfExclusionTimes.idTiempo,
      descripcion: selfExclusionTimes.descripcion,
    })
    .from(selfExclusionTimes)
    .orderBy(asc(selfExclusionTimes.idTiempo))
}

export async function findSelfExclusionPeriod(
  db: Executor,
  idTiempo: number,
): Promise<SelfExclusionPeriod | undefined> {
  const [period] = await db
    .select()
    .from(selfExclusionTimes)
    .where(eq(selfExclusionTimes.idTiempo, idTiempo))
  return period
}

/** Blocks the player for the period from `now`; answers when the block ends. */
export async function selfExclude(
  db: Database,
  userId: number,
  period: SelfExclusionPeriod,
  block: { tipo: string; descripcion: string },
  now: Date,
): Promise<Date> {
  const hasta = addDays(now, period.dias)
  await db.transaction(async (tx) => {
    await tx.insert(blocks).values({
      userId,
      idTiempo: period.idTiempo,
      tipo: block.tipo,
      descripcion: block.descripcion,
      desde: now,
      hasta,
      creadoEn: now,
    })
    await tx.update(users).set({ autoexcluidoHasta: hasta }).where(eq(users.id, userId))
    await closeUserSessions(tx, userId, now)
  })
  return hasta
}
