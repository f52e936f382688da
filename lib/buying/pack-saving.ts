// What a pack saves the player, from the prices alone: buying the same cards draw by
// draw costs cards × draws × PRECIO_CARTON (docs/product.md §9); the saving is that less what the
// pack charges. The backend's own `ahorro` field is not read: a number that does not follow from
// the prices ("Ahorrás 15%" on a card sold at the card price) is never shown.

export interface PackPrices {
  /** Draws one card of the pack plays. */
  sorteos: number
  /** What the pack charges for one card for all its draws. */
  precio: number
}

export interface PackSaving {
  /** The same cards bought draw by draw at the card price. */
  sinPack: number
  /** What the pack charges for them. */
  conPack: number
  /** sinPack − conPack; 0 when the pack saves nothing (or the card price is unknown). */
  ahorro: number
  /** The saving in whole percent of sinPack, rounded down so it is never overstated. */
  porcentaje: number
}

export function packSaving(pack: PackPrices, precioCarton: number, cartones = 1): PackSaving {
  const conPack = pack.precio * cartones
  const sinPack = precioCarton > 0 ? precioCarton * pack.sorteos * cartones : 0
  const ahorro = Math.max(0, sinPack - conPack)
  const porcentaje = ahorro > 0 ? Math.floor((ahorro * 100) / sinPack) : 0
  return { sinPack, conPack, ahorro, porcentaje }
}

/** The largest saving in percent among the packs on sale: the "ahorrá hasta N%" of the home. */
export function bestSavingPercent(packs: readonly PackPrices[], precioCarton: number): number {
  return Math.max(0, ...packs.map((pack) => packSaving(pack, precioCarton).porcentaje))
}
