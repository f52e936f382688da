import { z } from 'zod'
import { storedEmail } from './fields'
import { msg } from './messages'

// POST contacto/enviar (docs/product.md §3 and §5): every field required and trimmed, with the
// messages; the first failing field, in the form's order, is the answer.

const PHONE = /^[0-9+()\s-]{6,20}$/

export const contactSchema = z.object({
  nombre: z
    .string(msg('contactName'))
    .trim()
    .min(1, msg('contactName'))
    .max(120, msg('contactName')),
  email: storedEmail,
  telefono: z
    .string(msg('contactPhone'))
    .trim()
    .min(1, msg('contactPhone'))
    .max(20, msg('contactPhone'))
    .regex(PHONE, msg('contactPhone')),
  mensaje: z
    .string(msg('contactMessage'))
    .trim()
    .min(1, msg('contactMessage'))
    .max(2000, msg('contactMessage')),
  /** reCAPTCHA's token (action formulario_contacto): checked when RECAPTCHA_SECRET is set. */
  token: z.string().optional(),
})
export type ContactMessage = z.input<typeof contactSchema>
