import {
  firstMessage,
  MINIMUM_AGE,
  registrationFields,
  VALIDATION_MESSAGES,
  withMatchingEmails,
} from '@loteria/contract'
import { z } from 'zod'
import { ageOn, parseCalendarDate } from '../accounts/dates'
import type { Executor } from '../db/executor'
import { checkCountry, checkPlace } from './geography'

// POST rest/usuarios/agregar: the contract's registration payload, checked on the server whatever
// the form did, then what only the server knows: today, the document's form, the places.

const INVALID_BIRTH_DATE = 'Ingresá una fecha de nacimiento válida.'

/** The birth date as the calendar date it means in Asunción. */
const registrationSchema = withMatchingEmails(
  registrationFields.extend({
    fechaNacimiento: registrationFields.shape.fechaNacimiento.transform((value, context) => {
      const day = parseCalendarDate(value)
      if (day) return day
      context.addIssue({ code: 'custom', message: INVALID_BIRTH_DATE })
      return z.NEVER
    }),
  }),
)

export type Registration = Omit<z.infer<typeof registrationSchema>, 'confirmarEmail'>

/** Cédulas are digits (dots and dashes as typed are dropped); other documents are upper-cased. */
function normalizeDocument(tipo: string, documento: string): string {
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
  const { confirmarEmail: _same, ...data } = parsed.data
  const documento = normalizeDocument(data.tipoDocumento, data.documento)
  if (
    !/^[0-9A-Z-]{3,20}$/.test(documento) ||
    (data.tipoDocumento === 'CI' && !/^\d+$/.test(documento))
  ) {
    return { ok: false, mensaje: 'Ingresá un documento válido.' }
  }
  if (data.fechaNacimiento > today || data.fechaNacimiento < '1900-01-01') {
    return { ok: false, mensaje: INVALID_BIRTH_DATE }
  }
  if (ageOn(data.fechaNacimiento, today) < MINIMUM_AGE) {
    return { ok: false, mensaje: VALIDATION_MESSAGES.underage }
  }
  const place =
    (await checkCountry(db, data.codigoPais)) ??
    (await checkPlace(db, data.codigoDepartamento, data.codigoCiudad))
  if (place) return { ok: false, mensaje: place }
  return { ok: true, data: { ...data, documento } }
}
