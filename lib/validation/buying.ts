import { z } from 'zod'
import { paymentMethodCodeSchema, purchaseKeySchema } from '@loteria/contract'

// Inputs of the buying actions. The browser sends only what the player chose (ids and a payment
// method); amounts and card lists are never taken from it. Unknown keys are refused, so a request
// carrying its own price or cards is turned away rather than silently trimmed.

export { MAX_CARDS_PER_PURCHASE } from '@loteria/contract'
/** Cards listed at a time (docs/product.md §7, ticket/listar/azar/{idsorteo}/5). */
export const TICKETS_PER_PAGE = 5

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647)

export const ticketActionSchema = z.strictObject({ ticketId: idSchema })

export const ticketListActionSchema = z.strictObject({ sorteoId: idSchema })

export const ticketSearchSchema = z.strictObject({
  sorteoId: idSchema,
  numero: z.string().regex(/^\d{1,6}$/),
})

export const purchaseActionSchema = z.strictObject({
  pack: idSchema,
  medioPago: paymentMethodCodeSchema,
  /** Made when the checkout page renders: a repeated submit sends the same key. */
  clave: purchaseKeySchema,
})

/** `?pack=2` on elegir and checkout; the cartón de la semana when absent or invalid. */
const WEEKLY_PACK_ID = 1
export function packParam(value: string | string[] | undefined): number {
  const parsed = idSchema.safeParse(Array.isArray(value) ? value[0] : value)
  return parsed.success ? parsed.data : WEEKLY_PACK_ID
}
