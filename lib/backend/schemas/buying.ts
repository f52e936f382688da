import { z } from 'zod'
import { listOf, numeric, text } from './common'

// Buying calls: packs, tickets, the player's reservation, purchases and their payment, the player's
// cards. SPEC section 7 names the ticket/* calls; the purchase calls it marks "not shown" are
// defined in the same style and documented in the README's contract section.

/** A play of a card (SPEC section 3, card detail): `numeros` is '01,05,…', empty for azar plays. */
export const cardPlaySchema = z.object({
  nombre: z.string(),
  azar: z
    .union([z.boolean(), z.number(), z.string()])
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
  numeros: text,
})
export type CardPlay = z.infer<typeof cardPlaySchema>

/** `jugadas` travels as a JSON string (SPEC section 3); some backends send the list itself. */
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
  numero: z.string(),
  jugadas: cardPlaysSchema,
})
export type Ticket = z.infer<typeof ticketSchema>
export const ticketListSchema = listOf(ticketSchema)

/** A pack on sale. `precio` is for one card in every one of its `sorteos`; `ahorro` in percent. */
export const packSchema = z.object({
  id: numeric,
  nombre: z.string(),
  sorteos: numeric,
  precio: numeric,
  ahorro: numeric,
})
export type Pack = z.infer<typeof packSchema>
export const packListSchema = listOf(packSchema)

/** A payment method: `codigo` is billetera | personal | tarjeta | otra. */
export const paymentMethodSchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  descripcion: text,
})
export type PaymentMethod = z.infer<typeof paymentMethodSchema>
export const paymentMethodListSchema = listOf(paymentMethodSchema)

/** The cards a player holds while choosing, and how long the hold lasts. */
export const reservationSchema = z.object({
  /** ISO instant; null when nothing is held. */
  expiraEn: z.string().nullish(),
  restanteMs: numeric,
  sorteoId: numeric.nullish(),
  cartones: z.array(ticketSchema),
})
export type Reservation = z.infer<typeof reservationSchema>

export const purchaseStates = ['PENDIENTE', 'APROBADA', 'RECHAZADA', 'CANCELADA'] as const
export type PurchaseState = (typeof purchaseStates)[number]

export const purchaseCreatedSchema = z.object({
  id: numeric,
  estado: z.enum(purchaseStates),
  /** Where the player pays: the provider's page (absolute or site-relative URL). */
  redireccion: z.string(),
})
export type PurchaseCreated = z.infer<typeof purchaseCreatedSchema>

export const purchaseSchema = z.object({
  id: numeric,
  estado: z.enum(purchaseStates),
  packNombre: z.string(),
  sorteos: numeric,
  medioPagoNombre: z.string(),
  monto: numeric,
  cantidadCartones: numeric,
  fechaSorteo: z.string(),
  /** Defined here (README): the cards' draw, for their QR codes; absent from other backends. */
  sorteoId: numeric.nullish(),
  mensaje: text,
  cartones: z.array(z.object({ id: numeric, numero: z.string() })),
})
export type Purchase = z.infer<typeof purchaseSchema>

/**
 * Contract addition (README, "Backend contract: alerts"): a card's outcome once its draw is run.
 * Optional: a backend without it leaves the outcome out of Mis cartones.
 */
export const myCardOutcomeSchema = z.object({
  resultado: z.enum(['GANADOR', 'SIN_PREMIO', 'PENDIENTE']).optional(),
  premios: z
    .array(z.object({ jugada: z.string(), premio: z.union([numeric, z.string()]) }))
    .optional(),
})

/** Card list item (SPEC section 3): the player's cards of one draw. */
export const myCardsGroupSchema = z.object({
  fechaSorteo: z.string(),
  sorteoId: numeric.nullish(),
  numeroCarton: z.array(
    z.object({ id: numeric, numero: z.string() }).extend(myCardOutcomeSchema.shape),
  ),
  /** Contract addition: the draw has been run. */
  sorteado: z.boolean().optional(),
  /** Contract addition: how many of the group's cards won. */
  cartonesGanadores: numeric.optional(),
})
export type MyCard = MyCardsGroup['numeroCarton'][number]
export type MyCardsGroup = z.infer<typeof myCardsGroupSchema>
export const myCardsSchema = listOf(myCardsGroupSchema)

/** Card detail (SPEC section 3). */
export const cardDetailSchema = z.object({
  numero: z.string(),
  fechaReserva: z.string(),
  usuarioNombre: text,
  medioPagoNombre: text,
  usuarioDocumento: text,
  jugadas: cardPlaysSchema,
})
export type CardDetail = z.infer<typeof cardDetailSchema>
