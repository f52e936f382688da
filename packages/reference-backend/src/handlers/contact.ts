import { readBody } from '../body'
import { receiveContactMessage } from '../contact/messages'
import { message, refuse } from '../http'
import { verifyRecaptchaToken as verifyRecaptcha } from '@loteria/shared'
import type { Routes } from '../router'
import { addressSubject, take } from '../throttle'
import { ROBOT_CHECK_FAILED } from './registration'
import { contactSchema } from '@loteria/contract'

// POST rest/contacto/enviar (public): stores the message and mails a notice to the company's
// contact address. The bot check (reCAPTCHA, when RECAPTCHA_SECRET is set) is done here, where a
// script calling /servicios directly meets it too.

const THANKS = '¡Gracias por escribirnos! Te responderemos a la brevedad.'

/** A message of 2,000 characters is a few KB of JSON. */
const BODY_LIMIT = 32 * 1024

export const contactRoutes: Routes = {
  'POST rest/contacto/enviar': async ({ db, request, clientAddress }) => {
    const throttled = await take(
      'LIMIT_CONTACT_ADDRESS',
      addressSubject(clientAddress, undefined, 'contacto'),
    )
    if (throttled) return throttled
    const parsed = await readBody(request, contactSchema, { limit: BODY_LIMIT })
    if (!parsed.ok) return parsed.response
    if (!(await verifyRecaptcha(parsed.data.token, 'formulario_contacto')))
      return refuse(ROBOT_CHECK_FAILED)
    const { token: _token, ...contact } = parsed.data
    await receiveContactMessage(db, contact, new Date())
    return message(THANKS)
  },
}
