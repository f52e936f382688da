import { and, desc, eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { packSubscriptions } from '../db/schema'

// "Renovar pack" is the same pack bought again: the new subscription keeps what the
// player chose for the last one of that pack (its "Elegir por mí al cierre" and lucky number), so
// renewing never silently drops the number they play every week.

export async function carriedChoice(
  db: Executor,
  userId: number,
  packId: number,
): Promise<{ eleccionAutomatica: boolean; numeroFavorito: string | null } | undefined> {
  const [last] = await db
    .select({
      eleccionAutomatica: packSubscriptions.eleccionAutomatica,
      numeroFavorito: packSubscriptions.numeroFavorito,
    })
    .from(packSubscriptions)
    .where(and(eq(packSubscriptions.userId, userId), eq(packSubscriptions.packId, packId)))
    .orderBy(desc(packSubscriptions.creadoEn), desc(packSubscriptions.id))
    .limit(1)
  return last
}
