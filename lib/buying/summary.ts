import { packSaving, type PackPrices } from './pack-saving'

// What a purchase costs, as the checkout shows it: the unit price is one card for one
// draw at PRECIO_CARTON; the quantity is cards × draws; the discount is what the pack saves against
// that (lib/buying/pack-saving.ts); the total is what the backend charges, the pack's price per
// card. Display only: the backend computes the amount it charges, and refuses any other.

export interface PurchaseSummary {
  cartones: number
  sorteos: number
  /** One card for one draw; the pack's price per card when the card price says nothing truer. */
  precioUnitario: number
  /** How many units precioUnitario is for: cards × draws, or cards alone (see above). */
  unidades: number
  subtotal: number
  /** 0: no discount line. */
  descuento: number
  total: number
}

export function purchaseTotal(pack: Pick<PackPrices, 'precio'>, cantidad: number): number {
  return pack.precio * cantidad
}

export function purchaseSummary(
  pack: PackPrices,
  cartones: number,
  precioCarton: number,
): PurchaseSummary {
  const total = purchaseTotal(pack, cartones)
  const { sinPack, ahorro } = packSaving(pack, precioCarton, cartones)
  // A card price that is unknown, or above which the pack is dearer, would make the lines disagree
  // with the total: then the unit is the pack's card, as charged.
  if (sinPack === 0 || sinPack < total) {
    return {
      cartones,
      sorteos: pack.sorteos,
      precioUnitario: pack.precio,
      unidades: cartones,
      subtotal: total,
      descuento: 0,
      total,
    }
  }
  return {
    cartones,
    sorteos: pack.sorteos,
    precioUnitario: precioCarton,
    unidades: cartones * pack.sorteos,
    subtotal: sinPack,
    descuento: ahorro,
    total,
  }
}
