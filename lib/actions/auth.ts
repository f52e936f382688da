'use server'

import { cookies } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import * as account from '@/lib/backend/account'
import { errorMessage, fieldErrors } from '@/lib/actions/errors'
import type { ActionResult } from '@/lib/actions/result'
import { BackendError, BackendUnavailableError } from '@/lib/backend/errors'
import { consume, hit, isLimited, LIMITS, reset } from '@loteria/shared'
import { verifyRecaptchaBeforeBackend } from '@/lib/recaptcha'
import { clientIp } from '@/lib/request-info'
import { loginPath, returnPath } from '@/lib/safe-next'
import { getSession, SESSION_HINT_COOKIE } from '@/lib/session/index'
import { newSessionId } from '@/lib/session/ended-sessions'
import { SESSION_TTL_SECONDS } from '@/lib/session/options'
import { hintCookieAttributes } from '@/lib/session/cookie-options'
import { loginSchema, recoverSchema, registerSchema, resetSchema } from '@/lib/validation/auth'

/**
 * Logs in at the backend with what the player typed and keeps its session in the site's (the
 * user, the backend's cookies, and the hint that tells the static header someone is in).
 */
async function startSession(username: string, password: string) {
  const result = await account.login(username, password)
  const session = await getSession()
  session.sid = newSessionId()
  session.user = {
    id: result.usuario.id,
    email: result.usuario.email,
    nombre: result.usuario.nombre,
    rol: result.rol,
    tipo: result.tipo,
  }
  session.backendCookies = result.cookies
  await session.save()
  ;(await cookies()).set(SESSION_HINT_COOKIE, '1', {
    ...hintCookieAttributes(),
    maxAge: SESSION_TTL_SECONDS,
  })
  return result
}

/** INICIO DE SESIÓN: validates again, rate-limits per account and address, stores the session. */
export async function loginAction(input: unknown, next?: string): Promise<ActionResult> {
  const parsed = loginSchema.safeParse(input)
  if (!parsed.success) {
    const errors = await fieldErrors(parsed.error)
    return { ok: false, message: Object.values(errors)[0] ?? '', fieldErrors: errors }
  }
  const { username, password } = parsed.data
  const ip = await clientIp()
  // Per account AND address: a stranger's wrong passwords slow down the stranger, never lock the
  // player out (the embedded backend counts the same way, LIMIT_LOGIN_FAILURES).
  const accountKey = `login:${username.toLowerCase()}|${ip}`
  if (
    isLimited(accountKey, LIMITS.loginFailuresPerAccount) ||
    !consume(`login-ip:${ip}`, LIMITS.loginPerIp)
  ) {
    const t = await getTranslations('Errors')
    return { ok: false, message: t('tooManyAttempts') }
  }
  try {
    const result = await startSession(username, password)
    reset(accountKey)
    return { ok: true, message: result.mensaje, redirectTo: returnPath(next) }
  } catch (error) {
    if (error instanceof BackendError && !(error instanceof BackendUnavailableError))
      hit(accountKey, LIMITS.loginFailuresPerAccount)
    return { ok: false, message: await errorMessage(error) }
  }
}

/**
 * REGISTRATE: bot check, then usuarios/agregar; then the new player is logged in on the server with
 * the credentials just registered and goes back to the purchase that started it, `next`.
 * A backend that will not log the new account in yet (one that verifies e-mails first) leaves the
 * player at /login with the backend's message, as docs/product.md §4 has it, `next` kept.
 */
export async function registerAction(
  input: unknown,
  recaptchaToken?: string,
  next?: string,
): Promise<ActionResult> {
  const t = await getTranslations('Errors')
  const parsed = registerSchema.safeParse(input)
  if (!parsed.success) {
    const errors = await fieldErrors(parsed.error)
    return { ok: false, message: Object.values(errors)[0] ?? t('generic'), fieldErrors: errors }
  }
  const ip = await clientIp()
  if (!consume(`register:${ip}`, LIMITS.registerPerIp))
    return { ok: false, message: t('tooManyAttempts') }
  if (!(await verifyRecaptchaBeforeBackend(recaptchaToken, '')))
    return { ok: false, message: t('generic') }
  const v = parsed.data
  try {
    const mensaje = await account.register({
      ...v,
      email: v.email.toLowerCase(),
      confirmarEmail: v.confirmarEmail.toLowerCase(),
      codigoPais: Number(v.codigoPais),
      codigoDepartamento: Number(v.codigoDepartamento),
      codigoCiudad: Number(v.codigoCiudad),
      // The calendar date at UTC midnight: no time zone can move it to another day.
      fechaNacimiento: `${v.fechaNacimiento}T00:00:00.000Z`,
      tokenRecaptcha: recaptchaToken ?? '',
    })
    try {
      await startSession(v.email.toLowerCase(), v.password)
      return { ok: true, message: mensaje, redirectTo: returnPath(next) }
    } catch {
      return { ok: true, message: mensaje, redirectTo: loginPath(returnPath(next)) }
    }
  } catch (error) {
    if (error instanceof BackendError && !(error instanceof BackendUnavailableError)) {
      return { ok: false, message: error.message || t('generic') }
    }
    // The backend (or its database) is away: say so, not the generic error.
    return { ok: false, message: await errorMessage(error) }
  }
}

/** Recuperar: always the same answer, so the form does not reveal who has an account. */
export async function requestResetAction(input: unknown): Promise<ActionResult> {
  const parsed = recoverSchema.safeParse(input)
  if (!parsed.success) {
    const errors = await fieldErrors(parsed.error)
    return { ok: false, message: Object.values(errors)[0] ?? '', fieldErrors: errors }
  }
  const t = await getTranslations()
  if (!consume(`reset:${await clientIp()}`, LIMITS.resetPerIp)) {
    return { ok: false, message: t('Errors.tooManyAttempts') }
  }
  try {
    await account.requestPasswordReset(parsed.data.email.toLowerCase())
    return { ok: true, message: t('Messages.resetSent'), redirectTo: '/login' }
  } catch (error) {
    return { ok: false, message: await errorMessage(error) }
  }
}

/** acceso/reestablecer: the token of the link and the new password. */
export async function resetPasswordAction(token: string, input: unknown): Promise<ActionResult> {
  const parsed = resetSchema.safeParse(input)
  if (!parsed.success) {
    const errors = await fieldErrors(parsed.error)
    return { ok: false, message: Object.values(errors)[0] ?? '', fieldErrors: errors }
  }
  const t = await getTranslations('Auth')
  if (!/^[\w-]{16,200}$/.test(token)) return { ok: false, message: t('resetLinkInvalid') }
  try {
    const mensaje = await account.resetPassword(token, parsed.data.password)
    return { ok: true, message: mensaje, redirectTo: '/login' }
  } catch (error) {
    return { ok: false, message: await errorMessage(error) }
  }
}
