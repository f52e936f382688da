import { eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { draws } from '../db/schema'
import { refuseLiveSale } from '../live/sale-stop'
import { salesClosed } from './messages'

// Whether the open draw still sells: not once it is live, nor once its sales closed
// (sales-close.ts). Holds, purchases and a pack's own choice ask it; a payment of a purchase made
// before the close is still decided (its cards were held, so the close did not give them away).

export async function refuseSale(tx: Executor, sorteoId: number): Promise<string | undefined> {
  const live = await refuseLiveSale(tx, sorteoId)
  if (live) return live
  // FOR SHARE: a close (an UPDATE of this row) waits for this transaction, so a card chosen by
  // the player now is counted by the close that follows, never given twice.
  const [draw] = await tx
    .select({ ventasCerradasEn: draws.ventasCerradasEn })
    .from(draws)
    .where(eq(draws.id, sorteoId))
    .for('share')
  return draw?.ventasCerradasEn ? salesClosed(sorteoId) : undefined
}
