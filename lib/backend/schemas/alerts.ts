import { z } from 'zod'
import { numeric } from './common'

// Alerts (README, "Backend contract: alerts"): the in-site prize notice and web push.

export const prizeNoticeSchema = z.object({
  id: numeric,
  sorteoId: numeric,
  identificadorSorteo: z.string(),
  fechaSorteo: z.string(),
  /** Cash won, before tax, in guaraníes. */
  monto: numeric,
  bienes: z.array(z.string()),
})
export type PrizeNotice = z.infer<typeof prizeNoticeSchema>
export const prizeNoticeListSchema = z.array(prizeNoticeSchema)

export const pushKeySchema = z.object({ clavePublica: z.string().min(1).nullable() })

export const pushSubscriptionStateSchema = z.object({
  endpoint: z.string(),
  premios: z.boolean(),
  elegirCarton: z.boolean(),
})
export type PushSubscriptionState = z.infer<typeof pushSubscriptionStateSchema>
export const pushSubscriptionStateListSchema = z.array(pushSubscriptionStateSchema)
