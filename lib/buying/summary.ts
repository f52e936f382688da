// What a purchase costs, as the checkout shows it: a card at the full price for every draw of the
// pack (PRECIO_CARTON × sorteos) is the unit price; the pack's price per card is what the player
// pays; the difference is the discount. Display only: the backend computes the amount it charges.

export interface PackPrice {
  sorteos: number
  /** Price of one card for all the pack's draws. */
  precio: number
}

export interface PurchaseSummary {
  cantidad: number
  precioUnitario: number
  subtotal: number
  descuento: number
  total: number
}

export function purchaseTotal(pack: PackPrice, cantidad: number): number {
  return pack.precio * cantidad
}

export function purchaseSummary(
  pack: PackPrice,
  cantidad: number,
  precioCarton: number,
): PurchaseSummary {
  const total = purchaseTotal(pack, cantidad)
  // A pack never costs more than its cards at full price; without a known card price the pack's
  // own price is the unit price and there is no discount to show.
  const precioUnitario = Math.max(precioCarton * pack.sorteos, pack.precio)
  const subtotal = precioUnitario * cantidad
  return { cantidad, precioUnitario, subtotal, descuento: subtotal - total, total }
}
