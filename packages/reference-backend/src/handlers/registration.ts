import { asuncionDate } from '../accounts/dates'
import { registerPlayer } from '../accounts/registration'
import { readChecked } from '../body'
import { message, refuse } from '../http'
import { verifyRecaptchaToken as verifyRecaptcha } from '@loteria/shared'
import type { Routes } from '../router'
import { addressSubject, take } from '../throttle'
import { validateRegistration } from '../validation/registration'

// POST rest/usuarios/agregar (public). A duplicate e-mail or document is refused by the database
// (accounts/registration.ts), so two registrations racing each other cannot both pass.

const DUPLICATE_EMAIL = 'Ya existe una cuenta registrada con ese correo electrónico.'
const DUPLICATE_DOCUMENT = 'Ya existe una cuenta registrada con ese documento.'

export const ROBOT_CHECK_FAILED =
  'No pudimos comprobar que no sos un robot. Recargá la página y volvé a intentar.'

export const registrationRoutes: Routes = {
  'POST rest/usuarios/agregar': async ({ db, request, clientAddress }) => {
    const throttled = await take(
      'LIMIT_REGISTER_ADDRESS',
      addressSubject(clientAddress, undefined, 'registro'),
    )
    if (throttled) return throttled
    const now = new Date()
    const body = await readChecked(request, (raw) =>
      validateRegistration(db, raw, asuncionDate(now)),
    )
    if (!body.ok) return body.response
    const { password, tokenRecaptcha, ...data } = body.data
    // The bot check is the backend's own: a script calls here without the site's form.
    if (!(await verifyRecaptcha(tokenRecaptcha, ''))) return refuse(ROBOT_CHECK_FAILED)
    const registered = await registerPlayer(db, data, password, now)
    if (registered === 'duplicate-email') return refuse(DUPLICATE_EMAIL)
    if (registered === 'duplicate-document') return refuse(DUPLICATE_DOCUMENT)
    return message('Registro exitoso. Ya podés iniciar sesión.')
  },
}
