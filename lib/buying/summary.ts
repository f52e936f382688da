import { listPrice, type PackOffer } from './pack-value'

// What a purchase costs, as the checkout shows it: the card's list price (lib/buying/pack-value.ts)
// is the unit price; the pack's price per card is what the player pays; the difference is the
// discount. Display only: the backend computes the amount it charges.

export type PackPrice = PackOffer

export interface PurchaseSummary {
  cantidad: number
  precioUnitario: number
  subtotal: number
  descuento: number
  total: number
}

export function purchaseTotal(pack: Pick<PackPrice, 'precio'>, cantidad: number): number {
  return pack.precio * cantidad
}

export function purchaseSummary(
  pack: PackPrice,
  cantidad: number,
  precioCarton: number,
): PurchaseSummary {
  const total = purchaseTotal(pack, cantidad)
  const precioUnitario = listPrice(pack, precioCarton)
  const subtotal = precioUnitario * cantidad
  return { cantidad, precioUnitario, subtotal, descuento: subtotal - total, total }
}
