import { bodyError, readJson } from '../body'
import { contactMessages } from '../db/schema'
import { message, refuse } from '../http'
import { sendMail } from '../mail'
import { verifyRecaptchaToken as verifyRecaptcha } from '@loteria/shared/recaptcha-check'
import type { Routes } from '../router'
import { addressSubject, take } from '../throttle'
import { ROBOT_CHECK_FAILED } from './registration'
import { contactSchema } from '@loteria/shared/contract/contact'
import { firstMessage } from '@loteria/shared/contract/messages'

// POST rest/contacto/enviar (public): stores the message and mails a notice to the company's
// contact address. The bot check (reCAPTCHA, when RECAPTCHA_SECRET is set) is done here, where a
// script calling /servicios directly meets it too.

const THANKS = '¡Gracias por escribirnos! Te responderemos a la brevedad.'

/** A message of 2,000 characters is a few KB of JSON. */
const BODY_LIMIT = 32 * 1024

export function contactEmail(): string {
  return process.env.CONTACT_EMAIL || 'contacto@sorteosdelparaguay.com.py'
}

export const contactRoutes: Routes = {
  'POST rest/contacto/enviar': async ({ db, request, clientAddress }) => {
    const throttled = await take(
      'LIMIT_CONTACT_ADDRESS',
      addressSubject(clientAddress, undefined, 'contacto'),
    )
    if (throttled) return throttled
    const body = await readJson(request, BODY_LIMIT)
    if (!body.ok) return bodyError(body.reason)
    const parsed = contactSchema.safeParse(body.value)
    if (!parsed.success) return refuse(firstMessage(parsed.error))
    if (!(await verifyRecaptcha(parsed.data.token, 'formulario_contacto')))
      return refuse(ROBOT_CHECK_FAILED)
    const { nombre, email, telefono, mensaje } = parsed.data
    const now = new Date()
    await db.transaction(async (tx) => {
      await tx
        .insert(contactMessages)
        .values({ nombre, email, telefono, mensaje, creadoEn: now.toISOString() })
      await sendMail(
        tx,
        {
          para: contactEmail(),
          asunto: `Nuevo mensaje de contacto de ${nombre}`,
          cuerpo: [
            `Nombre: ${nombre}`,
            `Correo: ${email}`,
            `Teléfono: ${telefono}`,
            '',
            mensaje,
          ].join('\n'),
        },
        now,
      )
    })
    return message(THANKS)
  },
}
