import { eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { draws } from '../db/schema'
import type { DrawRow } from '../draws/store'

// Cards are sold, held and assigned only in the open draw (at most one, draws_one_open).

export async function findOpenDraw(db: Executor): Promise<DrawRow | undefined> {
  const [open] = await db.select().from(draws).where(eq(draws.estado, 'ABIERTO'))
  return open
}
