import { and, desc, eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { packSubscriptions } from '../db/schema'
import { checkLuckyNumber, drawsHolding, packDrawsAhead } from './lucky-number'

// The player's packs, ended ones too (GET rest/packs/mis-packs): what "Elegir por mí al cierre",
// "Mi número de la suerte" and "Renovar pack" (packId) need, and the choice's change. Each pack
// with a lucky number says which of its draws ahead hold it (`sorteosFavorito`).

const fields = {
  id: packSubscriptions.id,
  packId: packSubscriptions.packId,
  pack: packSubscriptions.pack,
  cantidad: packSubscriptions.cantidad,
  cartonesPendientes: packSubscriptions.cartonesPendientes,
  eleccionAutomatica: packSubscriptions.eleccionAutomatica,
  numeroFavorito: packSubscriptions.numeroFavorito,
}

type PackFields = { id: number; cantidad: number; numeroFavorito: string | null }

async function withLuckyDraws<T extends PackFields>(db: Executor, pack: T) {
  const sorteosFavorito = pack.numeroFavorito
    ? await drawsHolding(db, await packDrawsAhead(db, pack), pack.numeroFavorito)
    : null
  return { ...pack, sorteosFavorito }
}

/** Newest first. */
export async function myPacks(db: Executor, userId: number) {
  const rows = await db
    .select(fields)
    .from(packSubscriptions)
    .where(eq(packSubscriptions.userId, userId))
    .orderBy(desc(packSubscriptions.creadoEn), desc(packSubscriptions.id))
  return Promise.all(rows.map((row) => withLuckyDraws(db, row)))
}

/**
 * Saves a pack's choice; undefined when the pack is not theirs. A lucky number none of the pack's
 * draws ahead holds is refused with why, and nothing is saved: the player is told at once, not at
 * the close.
 */
export async function savePackChoice(
  db: Executor,
  userId: number,
  suscripcionId: number,
  choice: { eleccionAutomatica: boolean; numeroFavorito: string | null },
) {
  const mine = and(eq(packSubscriptions.id, suscripcionId), eq(packSubscriptions.userId, userId))
  const [pack] = await db.select(fields).from(packSubscriptions).where(mine)
  if (!pack) return undefined
  const lucky = await checkLuckyNumber(db, pack, choice.numeroFavorito)
  if ('refusal' in lucky) return lucky
  const [saved] = await db.update(packSubscriptions).set(choice).where(mine).returning(fields)
  return saved && { ...saved, sorteosFavorito: lucky.sorteos }
}
