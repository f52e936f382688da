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
  /**
   * Contract addition (docs/contract.md, "Mis movimientos"): how many draws each card of the
   * purchase plays (12 for a PACK 12 SORTEOS); absent from other backends and from a movement
   * with no purchase behind it.
   */
  sorteos: numeric.nullish(),
})
export type Movement = z.infer<typeof movementSchema>
