import { z } from 'zod'
import { codeText, profileUpdateSchema, required } from '@loteria/contract'

// The account forms (docs/product.md §5), built from the contract's requests.

/** Edit profile: the contract's editable fields as the form holds them (codes as text). */
export const profileSchema = profileUpdateSchema.omit({ id: true }).extend({
  telefono: required('telefono'),
  codigoDepartamento: codeText('departamento'),
  codigoCiudad: codeText('ciudad'),
  recibirNotificaciones: z.boolean(),
})
export type ProfileInput = z.infer<typeof profileSchema>

/** The period picked for bloqueo/autoexclusion's `tiempoAutoexclusion.idTiempo`. */
export const selfExclusionSchema = z.object({ idTiempo: codeText('autoexclusionTiempo') })

export { MAX_IMAGE_BYTES } from '@loteria/contract'
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** solicitar-verificacion's `codPais`, as the form's <select> holds it. */
export const verificationSchema = z.object({ codigoPais: codeText('pais') })
