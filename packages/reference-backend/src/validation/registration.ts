import { z } from 'zod'
import { ageOn, parseCalendarDate } from '../accounts/dates'
import type { Executor } from '../db/executor'
import { aceptarTerminos, code, email, firstMessage, flag, sexo, telefono, text } from './fields'
import { checkCountry, checkPlace } from './geography'

// POST rest/usuarios/agregar: the registration payload of SPEC section 3, checked on the server
// whatever the form did. Keys are in the form's order, so the first message is the first field.

export const MINIMUM_AGE = 18

const registrationSchema = z.object(
  {
    nombre: text('Ingrese su Nombre.'),
    apellido: text('Ingrese su Apellido.'),
    email,
    confirmarEmail: email,
    password: z
      .string({ error: 'Ingrese contraseña.' })
      .min(1, 'Ingrese contraseña.')
      .min(6, 'La contraseña debe tener al menos 6 caracteres.')
      .max(128, 'La contraseña no puede tener más de 128 caracteres.'),
    telefono,
    codigoPais: code('Ingrese su país.'),
    codigoDepartamento: code('Ingrese su departamento.'),
    codigoCiudad: code('Ingrese su ciudad.'),
    fechaNacimiento: z
      .string({ error: 'Ingrese su fecha de nacimiento.' })
      .min(1, 'Ingrese su fecha de nacimiento.')
      .transform((value, context) => {
        const day = parseCalendarDate(value)
        if (day) return day
        context.addIssue({ code: 'custom', message: 'Ingresá una fecha de nacimiento válida.' })
        return z.NEVER
      }),
    tipoDocumento: z.enum(['CI', 'P', 'DNI'], { error: 'Ingrese su tipo documento.' }),
    documento: text('Ingrese su documento.', 30),
    sexo,
    direccionParticular: text('Ingrese su Direccion.', 200),
    aceptarTerminos,
    recibirNotificaciones: flag,
    tokenRecaptcha: z.string().optional(),
  },
  { error: 'La solicitud no es válida.' },
)

export type Registration = Omit<z.infer<typeof registrationSchema>, 'confirmarEmail'>

/** Cédulas are digits (dots and dashes as typed are dropped); other documents are upper-cased. */
export function normalizeDocument(tipo: string, documento: string): string {
  const compact = documento.replace(/[\s.]/g, '').toUpperCase()
  return tipo === 'CI' ? compact.replace(/-/g, '') : compact
}

export type Checked<T> = { ok: true; data: T } | { ok: false; mensaje: string }

export async function validateRegistration(
  db: Executor,
  body: unknown,
  today: string,
): Promise<Checked<Registration>> {
  const parsed = registrationSchema.safeParse(body)
  if (!parsed.success) return { ok: false, mensaje: firstMessage(parsed.error) }
  const { confirmarEmail, ...data } = parsed.data
  if (confirmarEmail !== data.email) {
    return { ok: false, mensaje: 'Los correos electrónicos no coinciden.' }
  }
  const documento = normalizeDocument(data.tipoDocumento, data.documento)
  if (
    !/^[0-9A-Z-]{3,20}$/.test(documento) ||
    (data.tipoDocumento === 'CI' && !/^\d+$/.test(documento))
  ) {
    return { ok: false, mensaje: 'Ingresá un documento válido.' }
  }
  if (data.fechaNacimiento > today || data.fechaNacimiento < '1900-01-01') {
    return { ok: false, mensaje: 'Ingresá una fecha de nacimiento válida.' }
  }
  if (ageOn(data.fechaNacimiento, today) < MINIMUM_AGE) {
    return { ok: false, mensaje: 'Debes ser mayor de edad para registrarte.' }
  }
  const place =
    (await checkCountry(db, data.codigoPais)) ??
    (await checkPlace(db, data.codigoDepartamento, data.codigoCiudad))
  if (place) return { ok: false, mensaje: place }
  return { ok: true, data: { ...data, documento } }
}
