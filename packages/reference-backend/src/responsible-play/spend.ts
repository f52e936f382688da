import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { movements, packs } from '../db/schema'

// What a player spent: approved purchases (their movements), at the moment each was made. A
// purchase whose payment is still open is not spent yet; its cards are held, and held cards count
// against a limit at the cheapest card price (see guard.ts).

export const APPROVED = 'APROBADA'

export async function spentBetween(
  db: Executor,
  userId: number,
  start: Date,
  end: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${movements.monto})` })
    .from(movements)
    .where(
      and(
        eq(movements.userId, userId),
        eq(movements.estadoTransaccion, APPROVED),
        gte(movements.fechaTransaccion, start),
        lt(movements.fechaTransaccion, end),
      ),
    )
  return Number(row?.total ?? 0)
}

/** The cheapest price of one card: what a held card is sure to cost at least. */
export async function cheapestCard(db: Executor): Promise<number> {
  const [row] = await db.select({ precio: sql<number | null>`min(${packs.precio})` }).from(packs)
  return Number(row?.precio ?? 0)
}
