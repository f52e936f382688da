import { z } from 'zod'
import { birthDate, code, email, required } from './fields'
import { msg } from './messages'

// One schema per form (SPEC section 5), shared by the browser and the server action.

function bothStrings(value: unknown, a: string, b: string): boolean {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return typeof record[a] === 'string' && typeof record[b] === 'string'
}

export const loginSchema = z.object({
  username: email(),
  password: z.string(msg('passwordMin6')).min(6, msg('passwordMin6')),
})
export type LoginInput = z.infer<typeof loginSchema>

export const DOCUMENT_TYPES = ['CI', 'P', 'DNI'] as const
export const SEXOS = ['M', 'F'] as const

export const registerSchema = z
  .object({
    nombre: required('nombre'),
    apellido: required('apellido'),
    email: email(),
    confirmarEmail: email(),
    password: z.string(msg('password')).min(1, msg('password')).min(6, msg('passwordMin6')),
    telefono: required('telefono'),
    codigoPais: code('pais'),
    codigoDepartamento: code('departamento'),
    codigoCiudad: code('ciudad'),
    fechaNacimiento: birthDate,
    tipoDocumento: z.enum(DOCUMENT_TYPES, msg('tipoDocumento')),
    documento: required('documento'),
    sexo: z.enum(SEXOS, msg('sexo')),
    direccionParticular: required('direccion'),
    aceptarTerminos: z.literal(true, msg('terminos')),
    recibirNotificaciones: z.boolean(),
  })
  .refine((v) => v.email.toLowerCase() === v.confirmarEmail.toLowerCase(), {
    ...msg('emailsMismatch'),
    path: ['confirmarEmail'],
    // Compare as soon as both e-mails are there, even while other fields are still wrong.
    when: (payload) => bothStrings(payload.value, 'email', 'confirmarEmail'),
  })
export type RegisterInput = z.infer<typeof registerSchema>

export const recoverSchema = z.object({ email: email() })
export type RecoverInput = z.infer<typeof recoverSchema>

export const resetSchema = z
  .object({
    password: z.string(msg('passwordMin4')).min(4, msg('passwordMin4')),
    confirmacion: z.string(msg('passwordsMismatch')).min(1, msg('passwordsMismatch')),
  })
  .refine((v) => v.password === v.confirmacion, {
    ...msg('passwordsMismatch'),
    path: ['confirmacion'],
  })
export type ResetInput = z.infer<typeof resetSchema>
