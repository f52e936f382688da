import { and, eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { liveDraws } from '../db/schema'
import { SALES_CLOSED_LIVE } from './messages'

// Once a draw is live its balls are being called: no card of it may be held, bought, claimed or
// paid for any more.

export async function refuseLiveSale(db: Executor, sorteoId: number): Promise<string | undefined> {
  const [live] = await db
    .select({ estado: liveDraws.estado })
    .from(liveDraws)
    .where(and(eq(liveDraws.sorteoId, sorteoId), eq(liveDraws.estado, 'EN_CURSO')))
  return live ? SALES_CLOSED_LIVE : undefined
}
