import { z } from 'zod'
import { pushPreferencesSchema, pushSubscriptionSchema } from './push-subscription'
import { numeric } from './wire'

// Alerts (docs/contract.md, "Backend contract: alerts"): the in-site prize notice and web push.

/** GET avisos/premios/{userId}: a prize won, until the player closes its notice. */
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

const INVALID_NOTICES = 'Los avisos indicados no son válidos.'

/** POST avisos/premios/{userId}/cerrar: `ids` absent closes every open notice. */
export const closeNoticesSchema = z.object(
  {
    ids: z
      .array(z.number().int().positive().max(2_147_483_647), { error: INVALID_NOTICES })
      .min(1, INVALID_NOTICES)
      .max(50, INVALID_NOTICES)
      .optional(),
  },
  { error: INVALID_NOTICES },
)

/** The answer of the close (and of avisos/packs/{userId}/cerrar): how many notices it closed. */
export const closedNoticesSchema = z.object({ cerrados: numeric })

/** GET push/clave-publica: the VAPID public key; null while push is off. */
export const pushKeySchema = z.object({ clavePublica: z.string().min(1).nullable() })

/** GET push/suscripciones/{userId}: the player's browsers and what each asks for. */
export const pushSubscriptionStateSchema = z.object({
  endpoint: z.string(),
  premios: z.boolean(),
  elegirCarton: z.boolean(),
})
export type PushSubscriptionState = z.infer<typeof pushSubscriptionStateSchema>
export const pushSubscriptionStateListSchema = z.array(pushSubscriptionStateSchema)

export const NOT_A_SUBSCRIPTION = 'La suscripción a notificaciones no es válida.'

/** PUT push/suscripciones/{userId}: this browser's subscription and what it asks for. */
export const pushSubscriptionBodySchema = (message: string = NOT_A_SUBSCRIPTION) =>
  pushSubscriptionSchema(message).extend(pushPreferencesSchema(message).shape)
export type PushSubscriptionBody = z.input<ReturnType<typeof pushSubscriptionBodySchema>>

/** POST push/suscripciones/{userId}/baja: forgets this browser's subscription. */
export const pushUnsubscribeSchema = (message: string = NOT_A_SUBSCRIPTION) =>
  pushSubscriptionSchema(message).pick({ endpoint: true })
