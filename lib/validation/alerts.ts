import { z } from 'zod'
import {
  pushPreferencesSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@loteria/contract'

// Alerts: what the browser sends the site's actions, built from the contract's push subscription
// (the browser nests it as `PushSubscription.toJSON()` gives it). Messages are keys of the Alerts
// namespace.

export const savePushSchema = z.object({
  subscription: pushSubscriptionSchema('invalidSubscription'),
  ...pushPreferencesSchema('invalidSubscription').shape,
})

export const removePushSchema = pushUnsubscribeSchema('invalidSubscription')

export { closeNoticesSchema } from '@loteria/contract'
