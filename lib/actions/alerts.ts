'use server'

import { getTranslations } from 'next-intl/server'
import { runAccountAction } from '@/lib/actions/account-action'
import type { ActionResult } from '@/lib/actions/result'
import * as alerts from '@/lib/backend/alerts'
import { closeNoticesSchema, removePushSchema, savePushSchema } from '@/lib/validation/alerts'

// Alerts actions: closing the in-site prize notice, and this browser's push subscription. The
// player is the session's; the backend checks the subscription again.

async function invalid(): Promise<ActionResult> {
  const t = await getTranslations('Alerts')
  return { ok: false, message: t('invalidSubscription') }
}

/** The notice's ×, or Mis premios opened (no ids: every open notice). */
export async function closePrizeNoticesAction(input: unknown): Promise<ActionResult> {
  const parsed = closeNoticesSchema.safeParse(input)
  if (!parsed.success) {
    const t = await getTranslations('Errors')
    return { ok: false, message: t('invalidRequest') }
  }
  return runAccountAction(async (credentials, user) => {
    await alerts.closePrizeNotices(credentials, user.id, parsed.data.ids)
    return { ok: true, message: '' }
  })
}

export async function savePushSubscriptionAction(input: unknown): Promise<ActionResult> {
  const parsed = savePushSchema.safeParse(input)
  if (!parsed.success) return invalid()
  const { subscription, premios, elegirCarton } = parsed.data
  return runAccountAction(async (credentials, user) => ({
    ok: true,
    message: await alerts.savePushSubscription(credentials, user.id, {
      ...subscription,
      premios,
      elegirCarton,
    }),
  }))
}

export async function removePushSubscriptionAction(input: unknown): Promise<ActionResult> {
  const parsed = removePushSchema.safeParse(input)
  if (!parsed.success) return invalid()
  return runAccountAction(async (credentials, user) => ({
    ok: true,
    message: await alerts.removePushSubscription(credentials, user.id, parsed.data.endpoint),
  }))
}
