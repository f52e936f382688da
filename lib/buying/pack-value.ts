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
