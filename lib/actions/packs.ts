'use server'

import { BackendError, BackendUnavailableError, UnauthorizedError } from '@/lib/backend/errors'
import { getTranslations } from 'next-intl/server'
import { runAccountAction } from '@/lib/actions/account-action'
import type { ActionResult } from '@/lib/actions/result'
import * as packs from '@/lib/backend/packs'
import type { MyPack, PackAlertPreferences } from '@loteria/contract'
import { luckyDraws } from '@/lib/buying/lucky-draws'
import {
  closePackNoticesSchema,
  packAlertPreferencesSchema,
  packChoiceFormSchema,
} from '@/lib/validation/packs'

// Packs that play themselves: the pack's choice, the pack notices' switches and closing
// a pack notice. The player is the session's, never the browser's; the backend checks the pack is
// theirs again.

/** "Elegir por mí al cierre" and "Mi número de la suerte" of one pack. */
export async function savePackChoiceAction(input: unknown): Promise<ActionResult<MyPack>> {
  const parsed = packChoiceFormSchema.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = String(issue?.path[0] ?? 'numeroFavorito')
    const message = issue?.message ?? ''
    return { ok: false, message, fieldErrors: { [field]: message } }
  }
  const { suscripcionId, ...choice } = parsed.data
  const t = await getTranslations('Packs')
  return runAccountAction(async (credentials, user) => {
    let pack: MyPack
    try {
      pack = await packs.savePackChoice(credentials, user.id, suscripcionId, choice)
    } catch (error) {
      // The backend's refusal (a lucky number none of the pack's draws holds) is said under the field.
      if (refusal(error) && choice.numeroFavorito) {
        return { ok: false, message: error.message, fieldErrors: { numeroFavorito: error.message } }
      }
      throw error
    }
    const lucky = luckyDraws(pack)
    const message = !pack.eleccionAutomatica
      ? t('savedOff')
      : lucky && !lucky.all && !lucky.none
        ? t('savedWithDraws', lucky.words)
        : pack.numeroFavorito
          ? t('savedWithNumber', { numero: pack.numeroFavorito })
          : t('savedOn')
    return { ok: true, message, data: pack }
  })
}

/** The pack notices' switches (in the site, by e-mail), saved together. */
export async function savePackAlertsAction(
  input: unknown,
): Promise<ActionResult<PackAlertPreferences>> {
  const parsed = packAlertPreferencesSchema.safeParse(input)
  const t = await getTranslations('Packs')
  if (!parsed.success) return { ok: false, message: t('alertsInvalid') }
  return runAccountAction(async (credentials, user) => {
    const saved = await packs.savePackAlertPreferences(credentials, user.id, parsed.data)
    return { ok: true, message: t('alertsSaved'), data: saved }
  })
}

/** The pack notice's × (no ids: every open pack notice). */
export async function closePackNoticesAction(input: unknown): Promise<ActionResult> {
  const parsed = closePackNoticesSchema.safeParse(input)
  if (!parsed.success) {
    const t = await getTranslations('Errors')
    return { ok: false, message: t('invalidRequest') }
  }
  return runAccountAction(async (credentials, user) => {
    await packs.closePackNotices(credentials, user.id, parsed.data.ids)
    return { ok: true, message: '' }
  })
}

/** A refusal the player should read: the backend answered, and said why. */
function refusal(error: unknown): error is BackendError {
  return (
    error instanceof BackendError &&
    !(error instanceof BackendUnavailableError) &&
    !(error instanceof UnauthorizedError) &&
    error.status < 500
  )
}
