import { z } from 'zod'
import { aceptarTerminos, bounded, code, optionalFlag, PHONE, sexo, storedEmail } from './fields'
import { msg } from './messages'

// POST usuarios/agregar: the registration payload (docs/product.md §3 and §5). The keys are in the
// form's order, so the first message is the first field's. The backend adds what only it can
// check (a real calendar date, age on its today, the document's form, country and place).

export const DOCUMENT_TYPES = ['CI', 'P', 'DNI'] as const
export const MINIMUM_AGE = 18

function bothStrings(value: unknown, a: string, b: string): boolean {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return typeof record[a] === 'string' && typeof record[b] === 'string'
}

export const registrationFields = z.object(
  {
    nombre: bounded('nombre'),
    apellido: bounded('apellido'),
    email: storedEmail,
    confirmarEmail: storedEmail,
    password: z
      .string(msg('password'))
      .min(1, msg('password'))
      .min(6, msg('passwordMin6'))
      .max(128, msg('passwordMax')),
    telefono: bounded('telefono', 30).regex(PHONE, msg('contactPhone')),
    codigoPais: code('pais'),
    codigoDepartamento: code('departamento'),
    codigoCiudad: code('ciudad'),
    /** An ISO date or date-time: the calendar date in Asunción is meant. */
    fechaNacimiento: z.string(msg('nacimiento')).min(1, msg('nacimiento')),
    tipoDocumento: z.enum(DOCUMENT_TYPES, msg('tipoDocumento')),
    documento: bounded('documento', 30),
    sexo,
    direccionParticular: bounded('direccion', 200),
    aceptarTerminos,
    recibirNotificaciones: optionalFlag,
    tokenRecaptcha: z.string().optional(),
  },
  msg('requestInvalid'),
)

/** Both e-mails alike, compared as soon as both are there, even while other fields are wrong. */
export function withMatchingEmails<T extends z.ZodType<{ email: string; confirmarEmail: string }>>(
  schema: T,
) {
  return schema.refine((v) => v.email.toLowerCase() === v.confirmarEmail.toLowerCase(), {
    ...msg('emailsMismatch'),
    path: ['confirmarEmail'],
    when: (payload) => bothStrings(payload.value, 'email', 'confirmarEmail'),
  })
}

export const registrationSchema = withMatchingEmails(registrationFields)
/** What a client sends: the checked payload, codes as numbers. */
export type RegistrationPayload = z.output<typeof registrationSchema>
