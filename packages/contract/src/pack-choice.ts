import { z } from 'zod'
import { cardNumber, flag, numeric } from './wire'

// Packs that play themselves (docs/contract.md, "Packs that play themselves"): a pack's
// draw still without its card when sales close gets one, chosen for the player, unless they
// turned it off. Optional everywhere for backends that do not speak it yet.

const LUCKY_NUMBER = 'Tu número de la suerte es un número de cartón: hasta 6 cifras.'

/**
 * "Mi número de la suerte": a card number of up to 6 digits, kept as the card shows it (`000125`).
 * Empty means none.
 */
export const luckyNumberSchema = z
  .string({ error: LUCKY_NUMBER })
  .trim()
  .regex(/^\d{0,6}$/, LUCKY_NUMBER)
  .transform((value) => (value === '' ? null : value.padStart(6, '0')))

/** What became of a lucky number at a close (docs/contract.md, "Packs that play themselves"). */
export const LUCKY_OUTCOMES = ['ELEGIDO', 'OCUPADO', 'NO_ESTA'] as const
export type LuckyOutcome = (typeof LUCKY_OUTCOMES)[number]

/**
 * What became of a lucky number at a close. ELEGIDO: the card chosen is it; OCUPADO: it was sold
 * or held; NO_ESTA: that draw holds no card with that number.
 */
export const luckyResultSchema = z.object({ numero: cardNumber, resultado: z.enum(LUCKY_OUTCOMES) })
export type LuckyResult = z.infer<typeof luckyResultSchema>

/** PUT rest/packs/eleccion/{userId}/{suscripcionId}: the player's choice for one pack. */
export const packChoiceRequestSchema = z.object({
  eleccionAutomatica: z.boolean({ error: 'Elegí si querés que elijamos por vos.' }),
  numeroFavorito: luckyNumberSchema.nullable().default(null),
})
export type PackChoiceRequest = z.input<typeof packChoiceRequestSchema>

/** One of the player's packs, ended ones included (GET rest/packs/mis-packs/{userId}). */
export const myPackSchema = z.object({
  id: numeric,
  /** The pack on sale it came from (GET rest/packs), for "Renovar pack"; null when withdrawn. */
  packId: numeric.nullish(),
  pack: z.string(),
  /** Draws remaining; 0 once the pack has ended. */
  cantidad: numeric,
  cartonesPendientes: flag,
  /** On by default: at the close of sales a card is chosen for the pack's draw. */
  eleccionAutomatica: flag.default(true),
  numeroFavorito: cardNumber.nullish(),
  /**
   * The draws this pack still chooses for that hold a card with its lucky number (each draw holds
   * a few thousand of the 60,000 numbers). Optional: without it the site names no draw.
   */
  sorteosFavorito: z.array(numeric).nullish(),
})
export type MyPack = z.infer<typeof myPackSchema>

/** A card the close of sales chose for a pack (my cards' `eleccionAutomatica`, the notice). */
export const autoChosenCardSchema = z.object({
  sorteoId: numeric,
  numero: cardNumber,
  suscripcionId: numeric,
})
export type AutoChosenCard = z.infer<typeof autoChosenCardSchema>

/** POST operador/sorteos/cierre: what closing the open draw's sales did. */
export const salesCloseSchema = z.object({
  sorteoId: numeric,
  /** Cards chosen for packs, one per pack draw that had none. */
  elegidos: z.array(autoChosenCardSchema),
  /** Pack draws left waiting: their player is paused or self-excluded, or turned the choice off. */
  esperan: numeric,
})
export type SalesClose = z.infer<typeof salesCloseSchema>

/** What a pack notice says: a reminder before the close, or the card chosen at it. */
export const PACK_NOTICE_KINDS = ['RECORDATORIO_24H', 'RECORDATORIO_2H', 'CARTON_ELEGIDO'] as const

/** GET rest/avisos/packs/{userId}: the pack notices not yet closed, newest first. */
export const packNoticeSchema = z.object({
  id: numeric,
  tipo: z.enum(PACK_NOTICE_KINDS),
  sorteoId: numeric,
  identificadorSorteo: z.string(),
  /** The close of sales, ISO instant. */
  cierre: z.string(),
  suscripcionId: numeric,
  pack: z.string(),
  /** The card chosen (CARTON_ELEGIDO only). */
  numero: cardNumber.nullish(),
  /** CARTON_ELEGIDO of a pack with a lucky number: what became of it. Optional. */
  favorito: luckyResultSchema.nullish().catch(null),
})
export type PackNotice = z.infer<typeof packNoticeSchema>
export const packNoticeListSchema = z.array(packNoticeSchema)

/**
 * GET/PUT rest/packs/avisos/{userId}: which channels carry the pack reminders and the chosen-card
 * notice besides web push (push has its own switch, `elegirCarton`, per browser). Both on by default.
 */
export const packAlertPreferencesSchema = z.object({
  aviso: z.boolean({ error: 'Elegí si querés el aviso en el sitio.' }),
  correo: z.boolean({ error: 'Elegí si querés el aviso por correo.' }),
})
export type PackAlertPreferences = z.infer<typeof packAlertPreferencesSchema>
