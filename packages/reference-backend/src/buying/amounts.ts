// Amounts are the backend's own: the site sends the figure it showed only so that a tampered or
// stale one is refused, never to be charged.

export interface PackPrice {
  /** One card in every one of the pack's draws, in guaraníes. */
  precio: number
}

export function purchaseAmount(pack: PackPrice, cardCount: number): number {
  if (!Number.isInteger(cardCount) || cardCount < 0) throw new RangeError('card count')
  return pack.precio * cardCount
}

/** The same cards, whatever the order; a list with a repeated id never matches. */
export function sameCardSet(held: readonly number[], requested: readonly number[]): boolean {
  const heldSet = new Set(held)
  const wanted = new Set(requested)
  if (heldSet.size !== held.length || wanted.size !== requested.length) return false
  return heldSet.size === wanted.size && held.every((id) => wanted.has(id))
}
