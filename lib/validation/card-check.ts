// zod/mini: this schema also runs in the card-check form on the public pages, where the full
// zod would be the largest script of the page.
import { z } from 'zod/mini'

// Card check (SPEC section 5): digits only, and a draw.
export const CARD_NUMBER_MAX = 10

export const cardCheckSchema = z.object({
  sorteo: z.string().check(z.regex(/^\d+$/)),
  carton: z.string().check(z.regex(new RegExp(`^\\d{1,${CARD_NUMBER_MAX}}$`))),
})
export type CardCheckInput = z.infer<typeof cardCheckSchema>

/** Non-digits never appear in the field: they are stripped as typed. */
export const onlyDigits = (value: string) => value.replace(/\D+/g, '').slice(0, CARD_NUMBER_MAX)
