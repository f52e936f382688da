// Card check (docs/product.md §5): digits only, and a draw. The rules without zod, for the form on
// the public pages (zod would be one of their largest scripts); `card-check.ts` builds the
// server's schema from the same patterns.

const CARD_NUMBER_MAX = 10
export const DRAW_ID_PATTERN = /^\d+$/
export const CARD_NUMBER_PATTERN = new RegExp(`^\\d{1,${CARD_NUMBER_MAX}}$`)

/** Non-digits never appear in the field: they are stripped as typed. */
export const onlyDigits = (value: string) => value.replace(/\D+/g, '').slice(0, CARD_NUMBER_MAX)

/** Verificar is enabled only for what the server's schema accepts. */
export const isCardCheckValid = ({ sorteo, carton }: { sorteo: string; carton: string }) =>
  DRAW_ID_PATTERN.test(sorteo) && CARD_NUMBER_PATTERN.test(carton)
