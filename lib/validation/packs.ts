import { z } from 'zod'
import {
  closeNoticesSchema,
  packAlertPreferencesSchema,
  packChoiceRequestSchema,
} from '@loteria/contract'

// Packs that play themselves: what the browser sends the site's actions. The choice is
// the contract's own request plus the pack it is for; its messages are already Spanish.

const INVALID_PACK = 'Ese pack no es tuyo o ya no existe.'

export const packChoiceFormSchema = packChoiceRequestSchema.extend({
  suscripcionId: z.number({ error: INVALID_PACK }).int(INVALID_PACK).positive(INVALID_PACK),
})

/** What the lucky number field shows while it is typed: only digits, at most six. */
export function luckyDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 6)
}

export { closeNoticesSchema as closePackNoticesSchema, packAlertPreferencesSchema }
