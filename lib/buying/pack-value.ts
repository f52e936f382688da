// What a pack is worth to the player, as the pack cards and the checkout show it. Display only:
// the backend computes the amount it charges.

export interface PackOffer {
  sorteos: number
  /** Price of one card for all the pack's draws. */
  precio: number
  /** The saving the pack is sold with, in percent. */
  ahorro: number
}

/** One card for one draw of the pack: `Gs. 9.500 por sorteo`. */
export function pricePerDraw(pack: Pick<PackOffer, 'sorteos' | 'precio'>): number {
  return Math.round(pack.precio / Math.max(1, pack.sorteos))
}

/**
 * What one card for all the pack's draws costs without the pack: the card price times the draws,
 * or what the advertised saving implies when that is more (a card sold as "Ahorrás 15 %" must show
 * a discount at checkout even when its price equals the card price).
 */
export function listPrice(pack: PackOffer, precioCarton: number): number {
  const byCardPrice = precioCarton * pack.sorteos
  const bySaving =
    pack.ahorro > 0 && pack.ahorro < 100 ? Math.round(pack.precio / (1 - pack.ahorro / 100)) : 0
  return Math.max(byCardPrice, bySaving, pack.precio)
}

/** Best deal first: the lowest price per draw, then the most draws. */
export function byBestValue<T extends Pick<PackOffer, 'sorteos' | 'precio'>>(packs: T[]): T[] {
  return [...packs].sort((a, b) => pricePerDraw(a) - pricePerDraw(b) || b.sorteos - a.sorteos)
}
