import { luckyNumberRefusal } from './lucky-number'
import { and, desc, eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { packSubscriptions } from '../db/schema'

// The player's packs, ended ones too (GET rest/packs/mis-packs, issue 39): what "Elegir por mí
// al cierre", "Mi número de la suerte" and "Renovar pack" (packId) need, and the choice's change.

const fields = {
  id: packSubscriptions.id,
  packId: packSubscriptions.packId,
  pack: packSubscriptions.pack,
  cantidad: packSubscriptions.cantidad,
  cartonesPendientes: packSubscriptions.cartonesPendientes,
  eleccionAutomatica: packSubscriptions.eleccionAutomatica,
  numeroFavorito: packSubscriptions.numeroFavorito,
}

/** Newest first. */
export function myPacks(db: Executor, userId: number) {
  return db
    .select(fields)
    .from(packSubscriptions)
    .where(eq(packSubscriptions.userId, userId))
    .orderBy(desc(packSubscriptions.creadoEn), desc(packSubscriptions.id))
}

/** Saves the choice of one of the player's packs; undefined when the pack is not theirs. */
/**
 * Saves a pack's choice; a lucky number the open draw does not hold is refused with why, and
 * nothing is saved (the player is told at once, not at the close).
 */
export async function savePackChoice(
  db: Executor,
  userId: number,
  suscripcionId: number,
  choice: { eleccionAutomatica: boolean; numeroFavorito: string | null },
) {
  const refusal = await luckyNumberRefusal(db, choice.numeroFavorito)
  if (refusal) return { refusal }
  const [saved] = await db
    .update(packSubscriptions)
    .set(choice)
    .where(and(eq(packSubscriptions.id, suscripcionId), eq(packSubscriptions.userId, userId)))
    .returning(fields)
  return saved
}
