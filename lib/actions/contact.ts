'use server'

import { getTranslations } from 'next-intl/server'
import { errorMessage, fieldErrors } from '@/lib/actions/errors'
import type { ActionResult } from '@/lib/actions/result'
import { sendContact } from '@/lib/backend/contact'
import { consume, LIMITS } from '@loteria/shared'
import { verifyRecaptchaBeforeBackend } from '@/lib/recaptcha'
import { clientIp } from '@/lib/request-info'
import { contactSchema } from '@/lib/validation/contact'

/** Contacto: validates again, checks the bot token (action formulario_contacto), sends. */
export async function sendContactAction(
  input: unknown,
  recaptchaToken?: string,
): Promise<ActionResult> {
  const t = await getTranslations('Errors')
  const parsed = contactSchema.safeParse(input)
  if (!parsed.success) {
    const errors = await fieldErrors(parsed.error)
    return { ok: false, message: Object.values(errors)[0] ?? t('generic'), fieldErrors: errors }
  }
  const ip = await clientIp()
  if (!consume(`contact:${ip}`, LIMITS.contactPerIp))
    return { ok: false, message: t('tooManyAttempts') }
  if (!(await verifyRecaptchaBeforeBackend(recaptchaToken, 'formulario_contacto')))
    return { ok: false, message: t('generic') }
  try {
    const mensaje = await sendContact({ ...parsed.data, token: recaptchaToken ?? '' })
    return { ok: true, message: mensaje, redirectTo: '/home' }
  } catch (error) {
    return { ok: false, message: await errorMessage(error) }
  }
}
