import { z } from 'zod'
import { email } from './fields'

// POST rest/contacto/enviar (SPEC sections 3 and 5): every field required and trimmed, with the
// SPEC's messages; the first failing field, in the form's order, is the answer.

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message)

export const contactSchema = z.object({
  nombre: required('Ingrese un nombre y apellido válido.', 120),
  email,
  telefono: required('Ingrese un teléfono válido.', 20).regex(
    /^[0-9+()\s-]{6,20}$/,
    'Ingrese un teléfono válido.',
  ),
  mensaje: required('Ingrese un mensaje válido.', 2000),
  /** reCAPTCHA's token: checked by the backend when RECAPTCHA_SECRET is set. */
  token: z.string().optional(),
})

export type ContactInput = z.infer<typeof contactSchema>
