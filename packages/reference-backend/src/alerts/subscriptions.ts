import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { suscripcionesPush } from '../db/schema'

// The browsers that asked a player's notices. One endpoint is one browser: saving it again (the
// same browser, another player logged in) moves it to the player saving it.

export interface SavedSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
  premios: boolean
  elegirCarton: boolean
}

export async function saveSubscription(db: Executor, userId: number, input: SavedSubscription) {
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    premios: input.premios,
    elegirCarton: input.elegirCarton,
  }
  await db
    .insert(suscripcionesPush)
    .values({ ...values, creadoEn: new Date() })
    .onConflictDoUpdate({ target: suscripcionesPush.endpoint, set: values })
}

export async function removeSubscription(db: Executor, userId: number, endpoint: string) {
  const removed = await db
    .delete(suscripcionesPush)
    .where(and(eq(suscripcionesPush.userId, userId), eq(suscripcionesPush.endpoint, endpoint)))
    .returning({ id: suscripcionesPush.id })
  return removed.length
}

/** The player's browsers and what each asked for (never another player's). */
export async function listSubscriptions(db: Executor, userId: number) {
  return db
    .select({
      endpoint: suscripcionesPush.endpoint,
      premios: suscripcionesPush.premios,
      elegirCarton: suscripcionesPush.elegirCarton,
    })
    .from(suscripcionesPush)
    .where(eq(suscripcionesPush.userId, userId))
    .orderBy(asc(suscripcionesPush.id))
}
