import { z } from 'zod'
import {
  pushPreferencesSchema,
  pushSubscriptionSchema,
} from '@loteria/shared/contract/push-subscription'

// Alerts: closing in-site notices, and a browser's push subscription with what it asks for.

export const NOT_A_SUBSCRIPTION = 'La suscripción a notificaciones no es válida.'
const INVALID_NOTICES = 'Los avisos indicados no son válidos.'

export const subscriptionBodySchema = pushSubscriptionSchema(NOT_A_SUBSCRIPTION).extend(
  pushPreferencesSchema(NOT_A_SUBSCRIPTION).shape,
)

export const unsubscribeBodySchema = pushSubscriptionSchema(NOT_A_SUBSCRIPTION).pick({
  endpoint: true,
})

export const closeNoticesSchema = z.object(
  {
    /** Absent: every open notice (Mis premios was opened). */
    ids: z
      .array(z.number().int().positive().max(2_147_483_647), { error: INVALID_NOTICES })
      .min(1, INVALID_NOTICES)
      .max(50, INVALID_NOTICES)
      .optional(),
  },
  { error: INVALID_NOTICES },
)
