import { contactSchema as contactMessageSchema } from '@loteria/contract'
import { z } from 'zod'
import { msg } from './messages'

// Contact (docs/product.md §5): the contract's message without the bot token (the action adds it),
// asking a little more of the name and the message than the backend does.
export const contactSchema = contactMessageSchema.omit({ token: true }).extend({
  nombre: contactMessageSchema.shape.nombre.min(3, msg('contactName')),
  mensaje: contactMessageSchema.shape.mensaje.min(5, msg('contactMessage')),
})
export type ContactInput = z.infer<typeof contactSchema>
