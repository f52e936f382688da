import { z } from 'zod'

// Field rules shared by registration and profile edits (SPEC section 5), with the site's Spanish
// messages. The first failing field's message is the answer's `mensaje`.

export const text = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, message).max(max, message)

/** A numeric code sent as a number or a numeric string. 0 is a valid code (Asunción). */
export const code = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).nonnegative(message),
  )

export const email = z
  .string({ error: 'Ingrese un correo válido.' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Ingrese un correo válido.').max(254, 'Ingrese un correo válido.'))

export const telefono = text('Ingrese su teléfono.', 30).regex(
  /^[0-9+()\s-]{6,30}$/,
  'Ingrese un teléfono válido.',
)

export const sexo = z.enum(['M', 'F'], { error: 'Ingrese su sexo.' })

export const aceptarTerminos = z.literal(true, {
  error: 'Aceptá los términos y condiciones.',
})

export const flag = z.boolean({ error: 'La solicitud no es válida.' }).optional().default(false)

export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'La solicitud no es válida.'
}
