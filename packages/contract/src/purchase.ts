import { z } from 'zod'
import { ticketSchema } from './carton'
import { cardNumber, listOf, numeric, text } from './wire'

// Buying (docs/contract.md, "Backend contract: buying"): docs/product.md marks the purchase and
// payment calls "not shown", so these are defined here in the contract's style. Requests carry the
// backend's Spanish refusals: no form of the site shows them.

/** A pack on sale (GET packs). `precio` is one card in every one of its `sorteos`; `ahorro` in %. */
export const packSchema = z.object({
  id: numeric,
  nombre: z.string(),
  sorteos: numeric,
  precio: numeric,
  ahorro: numeric,
})
export type Pack = z.infer<typeof packSchema>
export const packListSchema = listOf(packSchema)

/** The four payment methods (GET medios-pago). */
export const PAYMENT_METHOD_CODES = ['billetera', 'personal', 'tarjeta', 'otra'] as const
export const paymentMethodCodeSchema = z.enum(PAYMENT_METHOD_CODES, {
  error: 'El medio de pago no es válido.',
})
export type PaymentMethodCode = z.infer<typeof paymentMethodCodeSchema>

export const paymentMethodSchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  descripcion: text,
})
export type PaymentMethod = z.infer<typeof paymentMethodSchema>
export const paymentMethodListSchema = listOf(paymentMethodSchema)

/** GET/PUT/DELETE reservas/{userId}: the cards a player holds while choosing, and for how long. */
export const reservationSchema = z.object({
  /** ISO instant; null when nothing is held. */
  expiraEn: z.string().nullish(),
  restanteMs: numeric,
  sorteoId: numeric.nullish(),
  cartones: z.array(ticketSchema),
})
export type Reservation = z.infer<typeof reservationSchema>

/** Most cards a player holds, and buys, at once (the embedded backend's default). */
export const MAX_CARDS_PER_PURCHASE = 20

const id = (message: string) => z.number({ error: message }).int(message).positive(message)
const CARD_LIST = 'La lista de cartones no es válida.'

/** The held cards being bought: exactly the player's hold. */
export const purchaseCardsSchema = z
  .array(id(CARD_LIST), { error: CARD_LIST })
  .min(1, 'Elegí al menos un cartón.')

/** The site's idempotency key: a repeated submit sends the same one. */
export const purchaseKeySchema = z
  .string({ error: 'La clave de la compra no es válida.' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'La clave de la compra no es válida.')

const RETURN_PATH = 'La dirección de retorno no es válida.'

/** A site path: one leading '/', no scheme, host or backslash, so the return stays on the site. */
export const returnPathSchema = z
  .string({ error: RETURN_PATH })
  .max(300, RETURN_PATH)
  .regex(/^\/(?![/\\])[^\s\\]*$/, RETURN_PATH)
  .refine(
    (path) => [...path].every((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f),
    RETURN_PATH,
  )

/** POST compras/{userId}. */
export const purchaseRequestSchema = z.object({
  pack: id('El pack elegido no es válido.'),
  cartones: purchaseCardsSchema,
  medioPago: paymentMethodCodeSchema,
  /** The total the player was shown; the backend refuses it unless it is its own. */
  monto: z
    .number({ error: 'El monto no es válido.' })
    .int('El monto no es válido.')
    .nonnegative('El monto no es válido.'),
  clave: purchaseKeySchema,
  /** Where the provider sends the player back; `?compra={id}` is appended. */
  retorno: returnPathSchema,
})

export const PURCHASE_STATES = ['PENDIENTE', 'APROBADA', 'RECHAZADA', 'CANCELADA'] as const
export type PurchaseState = (typeof PURCHASE_STATES)[number]

export const purchaseCreatedSchema = z.object({
  id: numeric,
  estado: z.enum(PURCHASE_STATES),
  /** Where the player pays: the provider's page (absolute or site-relative URL). */
  redireccion: z.string(),
})
export type PurchaseCreated = z.infer<typeof purchaseCreatedSchema>

/** GET compras/{userId}/{id}. */
export const purchaseSchema = z.object({
  id: numeric,
  estado: z.enum(PURCHASE_STATES),
  packNombre: z.string(),
  sorteos: numeric,
  medioPagoNombre: z.string(),
  monto: numeric,
  cantidadCartones: numeric,
  fechaSorteo: z.string(),
  /** The cards' draw, for their QR codes; absent from other backends. */
  sorteoId: numeric.nullish(),
  mensaje: text,
  cartones: z.array(z.object({ id: numeric, numero: cardNumber })),
})
export type Purchase = z.infer<typeof purchaseSchema>
