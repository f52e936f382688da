// How long a player may hold cards while choosing (SPEC section 9: the countdown starts at
// 36,000,000 ms). The hold's clock starts with its first card; cards added later share its
// expiry, so choosing more never buys more time.

export const HOLD_MS = 36_000_000
/** Most cards one player may hold at once (and so buy in one purchase). */
export const MAX_HELD_CARDS = 20

/** The expiry of a card held now: the live hold's, or a new one from now. */
export function holdExpiry(liveHoldExpiry: Date | undefined, now: Date): Date {
  return liveHoldExpiry ?? new Date(now.getTime() + HOLD_MS)
}

/** A hold counts until its expiry, not from it on. */
export function isLive(expiraEn: Date, now: Date): boolean {
  return expiraEn.getTime() > now.getTime()
}

/** `restanteMs` of the reservation view: never negative, 0 without a hold. */
export function remainingMs(expiraEn: Date | null | undefined, now: Date): number {
  return expiraEn ? Math.max(0, expiraEn.getTime() - now.getTime()) : 0
}
