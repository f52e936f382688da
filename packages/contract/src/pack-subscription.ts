import { z } from 'zod'
import { flag, numeric } from './wire'

// ticket/recordatorio-ver-cartones/{id} and ticket/recordatorio-elegir-cartones/{id}
// (docs/product.md §3, pack subscription): `cantidad` is the draws remaining.

export const packSubscriptionSchema = z.object({
  id: numeric,
  cantidad: numeric,
  pack: z.string(),
  cartonesPendientes: flag,
})
export type PackSubscription = z.infer<typeof packSubscriptionSchema>
