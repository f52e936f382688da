import { z } from 'zod'
import { LIMIT_PERIODS } from './responsible-play'

// Juego responsable's answers (docs/contract.md): the player's limits, pause and reality check
// (juego-responsable/{userId}) and the yearly statement (…/extracto). Dates are ISO instants.

const instant = z.string()

const limitSchema = z.object({
  periodo: z.enum(LIMIT_PERIODS),
  monto: z.number().nullable(),
  gastado: z.number(),
  restante: z.number().nullable(),
  finPeriodo: instant,
  pendiente: z.object({ monto: z.number().nullable(), desde: instant }).nullable(),
})
export type SpendLimit = z.infer<typeof limitSchema>

export const responsiblePlaySchema = z.object({
  ahora: instant,
  limites: z.array(limitSchema),
  masAjustado: limitSchema.nullable(),
  pausaHasta: instant.nullable(),
  controlRealidad: z.object({ minutos: z.number() }),
  sesion: z.object({ inicio: instant, gasto: z.number() }),
})
export type ResponsiblePlay = z.infer<typeof responsiblePlaySchema>

const totalsSchema = z.object({
  gastado: z.number(),
  ganado: z.number(),
  neto: z.number(),
  cartones: z.number(),
})

export const statementSchema = z.object({
  anio: z.number(),
  total: totalsSchema,
  meses: z.array(totalsSchema.extend({ mes: z.number() })),
  lineas: z.array(
    z.object({
      fecha: instant,
      tipo: z.string(),
      detalle: z.string(),
      estado: z.string(),
      cartones: z.number(),
      monto: z.number(),
    }),
  ),
})
export type Statement = z.infer<typeof statementSchema>
