import 'server-only'

// The withholding rate the site states to a visitor checking a card (the backend withholds the
// same PRIZE_TAX_PERCENT when a prize is claimed; a player's own prizes carry the backend's
// amounts). Default 10, as the reference backend's.

const DEFAULT_PERCENT = 10

export function prizeTaxRate(raw = process.env.PRIZE_TAX_PERCENT): number {
  const value = raw?.trim() ?? ''
  if (!/^\d+(\.\d+)?$/.test(value)) return DEFAULT_PERCENT
  const percent = Number(value)
  return percent <= 100 ? percent : DEFAULT_PERCENT
}
