import { asuncionDate } from '../accounts/dates'
import { hashPassword } from '../auth/passwords'
import { readJson, bodyError } from '../body'
import { uniqueViolation } from '../db/errors'
import { users } from '../db/schema'
import { message, refuse } from '../http'
import { verifyRecaptchaToken as verifyRecaptcha } from '@loteria/shared/recaptcha-check'
import type { Routes } from '../router'
import { addressSubject, take } from '../throttle'
import { validateRegistration } from '../validation/registration'

// POST rest/usuarios/agregar (public). Unique e-mail (case-insensitive) and document are enforced
// by unique indexes, so two registrations racing each other cannot both pass; the index that
// refused the insert names the message.

const DUPLICATE_EMAIL = 'Ya existe una cuenta registrada con ese correo electrónico.'
const DUPLICATE_DOCUMENT = 'Ya existe una cuenta registrada con ese documento.'

export const ROBOT_CHECK_FAILED =
  'No pudimos comprobar que no sos un robot. Recargá la página y volvé a intentar.'

const DUPLICATES: Record<string, string> = {
  users_email_unique: DUPLICATE_EMAIL,
  users_documento_unique: DUPLICATE_DOCUMENT,
}

export const registrationRoutes: Routes = {
  'POST rest/usuarios/agregar': async ({ db, request, clientAddress }) => {
    const throttled = await take(
      'LIMIT_REGISTER_ADDRESS',
      addressSubject(clientAddress, undefined, 'registro'),
    )
    if (throttled) return throttled
    const body = await readJson(request)
    if (!body.ok) return bodyError(body.reason)
    const now = new Date()
    const checked = await validateRegistration(db, body.value, asuncionDate(now))
    if (!checked.ok) return refuse(checked.mensaje)
    const { password, tokenRecaptcha, ...data } = checked.data
    // The bot check is the backend's own: a script calls here without the site's form.
    if (!(await verifyRecaptcha(tokenRecaptcha, ''))) return refuse(ROBOT_CHECK_FAILED)
    try {
      await db.insert(users).values({
        ...data,
        passwordHash: await hashPassword(password),
        validado: false,
        verificado: false,
        creadoEn: now,
      })
    } catch (error) {
      const duplicate = DUPLICATES[uniqueViolation(error) ?? '']
      if (duplicate) return refuse(duplicate)
      throw error
    }
    return message('Registro exitoso. Ya podés iniciar sesión.')
  },
}
