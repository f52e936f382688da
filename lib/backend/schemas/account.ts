import { z } from 'zod'
import { flag, numeric, text } from './common'

// Session and account calls of SPEC section 7, named after the entities of section 3.

export const loginResponseSchema = z.object({
  usuario: z.looseObject({ id: numeric, email: z.string(), nombre: text, apellido: text }),
  rol: text,
  tipo: text,
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

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

export const userStateSchema = z.object({ validado: flag, verificado: flag })

export const verificationRequestSchema = z.object({
  id: numeric,
  fecha: z.string(),
  estado: z.string(),
  observacion: text,
})
export type VerificationRequest = z.infer<typeof verificationRequestSchema>

/** A page of a paged list: `{ datos: [...], total }`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ datos: z.array(item), total: numeric })
}

export const sessionRecordSchema = z.object({
  inicio: z.string(),
  fin: z.string().nullish(),
  espiracion: z.string().nullish(),
  ip: text,
})
export type SessionRecord = z.infer<typeof sessionRecordSchema>

export const movementSchema = z.object({
  cantidadCartones: numeric,
  estadoTransaccion: text,
  fechaSorteo: z.string().nullish(),
  fechaTransaccion: z.string(),
  medioPagoNombre: text,
  mensaje: text,
  monto: numeric,
  tipo: text,
})
export type Movement = z.infer<typeof movementSchema>

export const selfExclusionPeriodSchema = z.object({ idTiempo: numeric, descripcion: z.string() })
export type SelfExclusionPeriod = z.infer<typeof selfExclusionPeriodSchema>

export const packSubscriptionSchema = z.object({
  id: numeric,
  cantidad: numeric,
  pack: z.string(),
  cartonesPendientes: flag,
})
export type PackSubscription = z.infer<typeof packSubscriptionSchema>
