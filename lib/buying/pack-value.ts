// What a pack is worth to the player, as the pack cards show it (its saving: pack-saving.ts).
// Display only: the backend computes the amount it charges.

export interface PackOffer {
  sorteos: number
  /** Price of one card for all the pack's draws. */
  precio: number
}

/** One card for one draw of the pack: `Gs. 9.500 por sorteo`. */
export function pricePerDraw(pack: Pick<PackOffer, 'sorteos' | 'precio'>): number {
  return Math.round(pack.precio / Math.max(1, pack.sorteos))
}

/** Best deal first: the lowest price per draw, then the most draws. */
export function byBestValue<T extends Pick<PackOffer, 'sorteos' | 'precio'>>(packs: T[]): T[] {
  return [...packs].sort((a, b) => pricePerDraw(a) - pricePerDraw(b) || b.sorteos - a.sorteos)
}

/**
 * The order of the pack lists: the cartón de la semana (one draw) first, where a new
 * player looks for it, then the packs by best value. `best` is the pack the "Mejor precio" badge
 * marks: the first of those packs, when there are two or more to compare.
 */
export function packsInOrder<T extends Pick<PackOffer, 'sorteos' | 'precio'>>(
  packs: T[],
): { ordered: T[]; best: T | undefined } {
  const weekly = packs.filter((pack) => pack.sorteos === 1)
  const multi = byBestValue(packs.filter((pack) => pack.sorteos !== 1))
  return { ordered: [...weekly, ...multi], best: multi.length > 1 ? multi[0] : undefined }
}
