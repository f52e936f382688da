import { purchaseCardsSchema, purchaseRequestSchema } from '@loteria/contract'
import type { z } from 'zod'
import { MAX_HELD_CARDS } from '../buying/hold-expiry'

// POST compras/{userId}: the body (the contract's `purchaseRequestSchema`), checked again here
// (docs/architecture.md §2), with this backend's own cap on the cards bought at once. Not the
// purchase read back (`purchaseSchema` of the contract, GET compras/{userId}/{id}).

export const purchaseBodySchema = purchaseRequestSchema.extend({
  cartones: purchaseCardsSchema.max(
    MAX_HELD_CARDS,
    `Podés comprar hasta ${MAX_HELD_CARDS} cartones a la vez.`,
  ),
})
export type PurchaseInput = z.infer<typeof purchaseBodySchema>
