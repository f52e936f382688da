import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { premios, users } from '../db/schema'

// Prizes as the draw runs recorded them, newest first, each with its owner's e-mail (support and
// tests read them); optionally one player's only.

/** At most this many: the list is for looking a prize up, not for exporting them all. */
const MOST = 500

/** `email` is compared as stored (lower case): pass it lower-cased. */
export function recordedPrizes(db: Executor, email: string | undefined) {
  return db
    .select({ prize: premios, email: users.email })
    .from(premios)
    .innerJoin(users, eq(users.id, premios.userId))
    .where(email ? eq(users.email, email) : undefined)
    .orderBy(desc(premios.id))
    .limit(MOST)
}
