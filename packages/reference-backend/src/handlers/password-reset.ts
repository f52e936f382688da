import {
  newPasswordSchema,
  passwordResetRequestSchema,
  VALIDATION_MESSAGES,
} from '@loteria/contract'
import {
  issueResetToken,
  redeemResetToken,
  resetLinkUsable,
  resetTtlMinutes,
} from '../accounts/password-reset'
import { findUserByEmail } from '../accounts/users'
import { hashPassword } from '../auth/passwords'
import { sha256 } from '../auth/tokens'
import { readBody } from '../body'
import { sendMail, siteUrl } from '../mail'
import { message, refuse } from '../http'
import type { Routes } from '../router'
import { addressSubject, take } from '../throttle'

// POST rest/usuarios/reset and POST rest/recuperar-pass (public). The reset request answers the
// same whether or not the e-mail is registered, so it cannot be used to find accounts.

const RESET_SENT =
  'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.'
const INVALID_LINK = 'El enlace no es válido o ya expiró.'

function resetMail(nombre: string, enlace: string, minutes: number): string {
  return [
    `Hola, ${nombre}:`,
    '',
    'Recibimos un pedido para restablecer la contraseña de tu cuenta.',
    `Abrí este enlace para elegir una nueva (vale por ${minutes} minutos y una sola vez):`,
    enlace,
    '',
    'Si no lo pediste vos, ignorá este correo: tu contraseña sigue siendo la misma.',
  ].join('\n')
}

export const passwordResetRoutes: Routes = {
  'POST rest/usuarios/reset': async ({ db, request, clientAddress }) => {
    const throttled = await take(
      'LIMIT_RECOVERY_ADDRESS',
      addressSubject(clientAddress, undefined, 'recuperación'),
    )
    if (throttled) return throttled
    // Whatever is wrong with the e-mail, the same words: the answer tells nothing more.
    const parsed = await readBody(request, passwordResetRequestSchema, {
      message: () => VALIDATION_MESSAGES.emailInvalid,
    })
    if (!parsed.ok) return parsed.response
    // Per e-mail too (known or not, the same answer): nobody floods a player's inbox.
    const perAccount = await take('LIMIT_RECOVERY_ACCOUNT', parsed.data.email.toLowerCase())
    if (perAccount) return perAccount
    const user = await findUserByEmail(db, parsed.data.email)
    if (user) {
      const now = new Date()
      const minutes = resetTtlMinutes()
      const token = await issueResetToken(db, user.id, now, minutes)
      const enlace = `${siteUrl()}/acceso/reestablecer?auth=${token}`
      await sendMail(
        db,
        {
          para: user.email,
          asunto: 'Restablecé tu contraseña',
          cuerpo: resetMail(user.nombre, enlace, minutes),
          enlace,
        },
        now,
      )
    }
    return message(RESET_SENT)
  },

  'POST rest/recuperar-pass': async ({ db, request, url, clientAddress }) => {
    // Before the body and the hash: a script guessing links costs at most a lookup each.
    const throttled = await take('LIMIT_RESET_ADDRESS', clientAddress)
    if (throttled) return throttled
    const parsed = await readBody(request, newPasswordSchema)
    if (!parsed.ok) return parsed.response
    const token = url.searchParams.get('auth')?.trim() ?? ''
    if (!token) return refuse(INVALID_LINK)
    // Per link too, keyed by its hash: many addresses cannot try one link without end.
    const perLink = await take('LIMIT_RESET_TOKEN', sha256(token))
    if (perLink) return perLink
    const now = new Date()
    if (!(await resetLinkUsable(db, token, now))) return refuse(INVALID_LINK)
    const changed = await redeemResetToken(db, token, await hashPassword(parsed.data.pass), now)
    return changed
      ? message('Tu contraseña fue actualizada. Ya podés iniciar sesión.')
      : refuse(INVALID_LINK)
  },
}
