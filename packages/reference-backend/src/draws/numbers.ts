import { CARD_DIGITS, formatCardNumber } from '@loteria/contract/format'

// How numbers travel in the contract: balls as `03,11,17` and card numbers as six digits (one
// formatter with the site's, @loteria/contract/format).

export { formatCardNumber }

export const formatBall = (ball: number) => String(ball).padStart(2, '0')

/** `03,11,17`, in the given order. */
export const formatBalls = (balls: readonly number[]) => balls.map(formatBall).join(',')

/** `03,11,17` → [3, 11, 17]; an empty string is no balls. */
export function parseBalls(text: string): number[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number)
}

/**
 * A card number as a player types it (`4512`, `004512`) in its stored six-digit form; undefined
 * when it has more significant digits than any card (no card can match it).
 */
export function normalizeCardNumber(digits: string): string | undefined {
  const significant = digits.replace(/^0+/, '') || '0'
  return significant.length > CARD_DIGITS ? undefined : significant.padStart(CARD_DIGITS, '0')
}
