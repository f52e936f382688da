import { z } from 'zod'
import { cardNumber, flag, listOf, numeric, text } from './wire'
import { luckyResultSchema } from './pack-choice'

// Cartones: a ticket on sale, the player's cards and a card's detail (docs/product.md §3: Ticket,
// Card list item, Card detail).

/** A play of a card: `numeros` is '01,05,…', empty for azar plays. */
export const cardPlaySchema = z.object({
  nombre: z.string(),
  azar: z
    .union([z.boolean(), z.number(), z.string()])
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
  numeros: text,
})
export type CardPlay = z.infer<typeof cardPlaySchema>

/** `jugadas` travels as a JSON string (docs/product.md §3); some backends send the list itself. */
export const cardPlaysSchema = z
  .union([z.string(), z.array(z.unknown())])
  .transform((value, ctx) => {
    if (Array.isArray(value)) return value
    try {
      return JSON.parse(value) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: 'jugadas no es JSON' })
      return z.NEVER
    }
  })
  .pipe(z.array(cardPlaySchema))

/** Ticket (cartón): id, numero, jugadas. */
export const ticketSchema = z.object({
  id: numeric,
  numero: cardNumber,
  jugadas: cardPlaysSchema,
})
export type Ticket = z.infer<typeof ticketSchema>
export const ticketListSchema = listOf(ticketSchema)

/**
 * Contract addition (docs/contract.md, alerts): a card's outcome once its draw is run. Optional:
 * a backend without it leaves the outcome out of Mis cartones.
 */
export const myCardOutcomeSchema = z.object({
  resultado: z.enum(['GANADOR', 'SIN_PREMIO', 'PENDIENTE']).optional(),
  premios: z
    .array(z.object({ jugada: z.string(), premio: z.union([numeric, z.string()]) }))
    .optional(),
})

/** Card list item (ticket/mis-cartones): the player's cards of one draw. */
export const myCardsGroupSchema = z.object({
  fechaSorteo: z.string(),
  sorteoId: numeric.nullish(),
  numeroCarton: z.array(
    z
      .object({
        id: numeric,
        numero: cardNumber,
        /** Contract addition (packs that play themselves): chosen for a pack at the close of sales. */
        eleccionAutomatica: flag.optional(),
        /**
         * Contract addition: the pack's lucky number when the close chose this card, and what
         * became of it (as the CARTON_ELEGIDO notice's `favorito`).
         */
        favorito: luckyResultSchema.nullish().catch(null),
      })
      .extend(myCardOutcomeSchema.shape),
  ),
  /** Contract addition: the draw has been run. */
  sorteado: z.boolean().optional(),
  /** Contract addition: how many of the group's cards won. */
  cartonesGanadores: numeric.optional(),
})
export type MyCard = MyCardsGroup['numeroCarton'][number]
export type MyCardsGroup = z.infer<typeof myCardsGroupSchema>
export const myCardsSchema = listOf(myCardsGroupSchema)

/** Card detail (ticket/info/{userId}/{cardId}). */
export const cardDetailSchema = z.object({
  numero: cardNumber,
  fechaReserva: z.string(),
  usuarioNombre: text,
  medioPagoNombre: text,
  usuarioDocumento: text,
  jugadas: cardPlaysSchema,
})
export type CardDetail = z.infer<typeof cardDetailSchema>
