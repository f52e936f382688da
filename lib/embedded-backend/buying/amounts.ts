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

/** The same cards, whatever the order; a repeated id never matches. */
export function sameCardSet(held: readonly number[], requested: readonly number[]): boolean {
  const wanted = new Set(requested)
  if (wanted.size !== requested.length || held.length !== requested.length) return false
  return held.every((id) => wanted.has(id))
}
