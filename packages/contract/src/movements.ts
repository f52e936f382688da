import { z } from 'zod'
import { numeric, text } from './wire'

// usuarios/mis-movimientos (docs/product.md §3, movement).

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
