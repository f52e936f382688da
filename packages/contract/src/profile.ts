import { z } from 'zod'
import { code } from './fields'
import { msg } from './messages'
import { registrationFields } from './registration'
import { flag, numeric, text } from './wire'

// The player's full profile (docs/product.md §3): GET usuarios/{userId} answers it, PUT usuarios
// changes its editable fields (docs/product.md §5, edit profile).

export const profileSchema = z.object({
  id: numeric,
  nombre: text,
  apellido: text,
  direccionParticular: text,
  telefono: text,
  tipoDocumento: text,
  documento: text,
  codigoPais: numeric.nullish(),
  paisNombre: text,
  sexo: text,
  codigoDepartamento: numeric.nullish(),
  codigoCiudad: numeric.nullish(),
  email: z.string(),
  fechaNacimiento: text,
  aceptarTerminos: flag.optional().default(false),
  recibirNotificaciones: flag.optional().default(false),
  validado: flag.optional().default(false),
  verificado: flag.optional().default(false),
})
export type Profile = z.infer<typeof profileSchema>

const field = registrationFields.shape

/**
 * PUT usuarios: only these fields change, with the registration's rules. E-mail, document,
 * country and birth date may be in the body (the site sends the whole profile) and are dropped:
 * they are not editable.
 */
export const profileUpdateSchema = z.object(
  {
    id: code('requestInvalid'),
    nombre: field.nombre,
    apellido: field.apellido,
    direccionParticular: field.direccionParticular,
    telefono: field.telefono,
    sexo: field.sexo,
    codigoDepartamento: field.codigoDepartamento,
    codigoCiudad: field.codigoCiudad,
    aceptarTerminos: field.aceptarTerminos,
    recibirNotificaciones: field.recibirNotificaciones,
  },
  msg('requestInvalid'),
)
export type ProfileChanges = z.output<typeof profileUpdateSchema>

/** usuario-estado/usuario-validado/{userId}. */
export const userStateSchema = z.object({ validado: flag, verificado: flag })
