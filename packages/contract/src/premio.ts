import { z } from 'zod'
import { flag, listOf, numeric, cardNumber, text } from './wire'

// The player's prizes (docs/product.md §3 and §4): usuarios/mis-premios/{userId} answers prize
// groups, one per draw.

/** PENDIENTE offers Cobrar; COBRO_SOLICITADO shows Solicitado (docs/product.md §4). */
export const PRIZE_STATES = ['PENDIENTE', 'COBRO_SOLICITADO'] as const
export type PrizeState = (typeof PRIZE_STATES)[number]

/** A cash prize is a number of guaraníes; goods and the free card come as their name. */
const prizeAmount = z.union([z.number(), z.string()]).transform((v) => {
  if (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v.trim())) return Number(v)
  return v
})

/**
 * Contract addition (docs/contract.md): the prize's latest collection request. Backends that do
 * not send it read as none; a state this site does not know reads as none too, never as a crash.
 */
const prizeRequestSchema = z
  .object({
    estado: z.string(),
    motivo: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
  })
  .nullish()
  .transform((v) => v ?? null)

export const prizeSchema = z.object({
  id: numeric,
  numeroCarton: cardNumber,
  premio: prizeAmount,
  descuentoFiscal: numeric.nullish().transform((v) => v ?? 0),
  total: numeric.nullish().transform((v) => v ?? 0),
  fechaSorteoMostrar: text,
  estado: z.enum(PRIZE_STATES),
  canjear: flag.nullish().transform((v) => v ?? false),
  solicitud: prizeRequestSchema,
  /** Contract addition: the play that won it, and its hits (none for Azar). */
  jugada: z.string().optional(),
  aciertos: numeric.nullish(),
})
export type Prize = z.infer<typeof prizeSchema>

export const prizeGroupSchema = z.object({
  fechaSorteo: z.string(),
  idSorteo: numeric,
  identificadorSorteo: text,
  totalEnMiles: numeric.nullish().transform((v) => v ?? 0),
  premios: z.array(prizeSchema),
})
export type PrizeGroup = z.infer<typeof prizeGroupSchema>
export const prizeGroupListSchema = listOf(prizeGroupSchema)

/**
 * GET ticket/canjes-pendientes/{userId} (docs/contract.md, prizes): the free-card prizes the player
 * can still exchange for a card of the open draw; `sorteoId` null when no draw is open.
 */
export const pendingExchangesSchema = z.object({ cantidad: numeric, sorteoId: numeric.nullable() })
