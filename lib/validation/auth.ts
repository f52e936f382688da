import { z } from 'zod'
import {
  codeText,
  email,
  newPasswordSchema,
  passwordResetRequestSchema,
  registrationFields,
  required,
  withMatchingEmails,
} from '@loteria/contract'
import { birthDate } from './fields'
import { msg } from './messages'

// One schema per form (docs/product.md §5), shared by the browser and the server action, built from
// the contract's requests.

export { DOCUMENT_TYPES } from '@loteria/contract'
export { SEXOS } from '@loteria/contract'

export const loginSchema = z.object({
  username: email,
  password: z.string(msg('passwordMin6')).min(6, msg('passwordMin6')),
})
export type LoginInput = z.infer<typeof loginSchema>

/**
 * The registration payload as the form holds it: codes as a <select>'s text and the birth date as
 * `yyyy-MM-dd`, checked for age at once; the phone only required (the backend checks its form).
 */
export const registerSchema = withMatchingEmails(
  registrationFields.omit({ tokenRecaptcha: true }).extend({
    telefono: required('telefono'),
    codigoPais: codeText('pais'),
    codigoDepartamento: codeText('departamento'),
    codigoCiudad: codeText('ciudad'),
    fechaNacimiento: birthDate,
    recibirNotificaciones: z.boolean(),
  }),
)
export type RegisterInput = z.infer<typeof registerSchema>

export const recoverSchema = passwordResetRequestSchema
export type RecoverInput = z.infer<typeof recoverSchema>

/** The new password (the contract's `pass`) typed twice. */
export const resetSchema = z
  .object({
    password: newPasswordSchema.shape.pass,
    confirmacion: z.string(msg('passwordsMismatch')).min(1, msg('passwordsMismatch')),
  })
  .refine((v) => v.password === v.confirmacion, {
    ...msg('passwordsMismatch'),
    path: ['confirmacion'],
  })
export type ResetInput = z.infer<typeof resetSchema>
