import { z } from 'zod/mini'
import { CARD_NUMBER_PATTERN, DRAW_ID_PATTERN } from './card-check-rules'

// Card check (docs/product.md §5), as /api/consulta validates it: the patterns of the form's rules.
export const cardCheckSchema = z.object({
  sorteo: z.string().check(z.regex(DRAW_ID_PATTERN)),
  carton: z.string().check(z.regex(CARD_NUMBER_PATTERN)),
})
