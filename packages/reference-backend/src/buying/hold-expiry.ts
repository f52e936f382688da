import { MAX_CARDS_PER_PURCHASE } from '@loteria/contract'

// How long a player may hold cards while choosing (docs/product.md §9: the countdown starts at
// 36,000,000 ms). The hold's clock starts with its first card; cards added later share its
// expiry, so choosing more never buys more time.

/** A whole number from the environment, else the default (read once, at start). */
function envCount(name: string, fallback: number): number {
  const raw = process.env[name]?.trim()
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : fallback
}

/** HOLD_MINUTES changes it (default 600 minutes, the 36,000,000 ms of docs/product.md §9). */
export const HOLD_MS = envCount('HOLD_MINUTES', 600) * 60_000
/** Most cards one player may hold at once (and so buy in one purchase): HOLDS_MAX_PER_ACCOUNT. */
export const MAX_HELD_CARDS = envCount('HOLDS_MAX_PER_ACCOUNT', MAX_CARDS_PER_PURCHASE)
/** Most cards held at once by the accounts that hold from one address: HOLDS_MAX_PER_ADDRESS. */
export const MAX_HELD_CARDS_PER_ADDRESS = envCount('HOLDS_MAX_PER_ADDRESS', 100)

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
