import { z } from 'zod'
import { SEXOS } from './auth'
import { code, required } from './fields'
import { msg } from './messages'

/** Edit profile (SPEC section 5): the edit form's longer list of editable fields. */
export const profileSchema = z.object({
  nombre: required('nombre'),
  apellido: required('apellido'),
  telefono: required('telefono'),
  sexo: z.enum(SEXOS, msg('sexo')),
  codigoDepartamento: code('departamento'),
  codigoCiudad: code('ciudad'),
  direccionParticular: required('direccion'),
  aceptarTerminos: z.literal(true, msg('terminos')),
  recibirNotificaciones: z.boolean(),
})
export type ProfileInput = z.infer<typeof profileSchema>

export const selfExclusionSchema = z.object({
  idTiempo: z.string(msg('autoexclusionTiempo')).regex(/^\d+$/, msg('autoexclusionTiempo')),
})
export type SelfExclusionInput = z.infer<typeof selfExclusionSchema>

export const MAX_IMAGE_BYTES = 25 * 1024 * 1024
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

export const verificationSchema = z.object({ codigoPais: code('pais') })
export type VerificationInput = z.infer<typeof verificationSchema>
