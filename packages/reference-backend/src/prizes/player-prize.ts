import { and, eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { premios } from '../db/schema'

// One of the player's prizes. Another player's prize reads exactly like one that does not exist,
// so no answer tells whether a prize id is in use.

export type PrizeRow = typeof premios.$inferSelect

export async function findPlayerPrize(
  db: Executor,
  userId: number,
  prizeId: number,
): Promise<PrizeRow | undefined> {
  const [row] = await db
    .select()
    .from(premios)
    .where(and(eq(premios.id, prizeId), eq(premios.userId, userId)))
  return row
}

/** What the player won: guaraníes for cash, else the good's name (or `Cartón gratis`). */
export const prizeValue = (row: Pick<PrizeRow, 'premio' | 'premioTexto'>): number | string =>
  row.premio ?? row.premioTexto ?? ''
