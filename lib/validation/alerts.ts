import { z } from 'zod'
import {
  pushPreferencesSchema,
  pushSubscriptionSchema,
} from '@loteria/shared/contract/push-subscription'

// Alerts: what the browser sends the site's actions (@loteria/shared/contract/push-subscription is the shape the
// embedded backend checks too). Messages are keys of the Alerts namespace.

export const savePushSchema = z.object({
  subscription: pushSubscriptionSchema('invalidSubscription'),
  ...pushPreferencesSchema('invalidSubscription').shape,
})
export type SavePushInput = z.infer<typeof savePushSchema>

export const removePushSchema = pushSubscriptionSchema('invalidSubscription').pick({
  endpoint: true,
})

export const closeNoticesSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(50).optional(),
})
