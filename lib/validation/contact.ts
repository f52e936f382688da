import { z } from 'zod'
import { msg } from './messages'

// Contact (SPEC section 5): all four required, with their own messages.
export const contactSchema = z.object({
  nombre: z
    .string(msg('contactName'))
    .trim()
    .min(3, msg('contactName'))
    .max(120, msg('contactName')),
  email: z
    .string(msg('emailInvalid'))
    .trim()
    .pipe(z.email(msg('emailInvalid'))),
  telefono: z
    .string(msg('contactPhone'))
    .trim()
    .regex(/^[\d\s+()-]{6,20}$/, msg('contactPhone')),
  mensaje: z
    .string(msg('contactMessage'))
    .trim()
    .min(5, msg('contactMessage'))
    .max(2000, msg('contactMessage')),
})
export type ContactInput = z.infer<typeof contactSchema>
