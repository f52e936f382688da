// What a pack means for a purchase: the movement's type and whether it opens a subscription.

/** The cartón de la semana: one card for the open draw only. */
export const WEEKLY_PACK_ID = 1

export interface PackShape {
  id: number
  sorteos: number
}

/** `tipo` of the purchase's movement, as Mis movimientos shows it. */
export function movementType(pack: PackShape): 'COMPRA CARTÓN' | 'COMPRA PACK' {
  return pack.id === WEEKLY_PACK_ID ? 'COMPRA CARTÓN' : 'COMPRA PACK'
}

/** A pack of several draws keeps playing after the open one: it needs a subscription. */
export function opensSubscription(pack: PackShape): boolean {
  return pack.sorteos > 1
}
