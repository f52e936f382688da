import { z } from 'zod'
import { flag, listOf, numeric, text } from './common'

// Prizes, wallets and collection requests (SPEC section 3: Prize group, Prize, Wallet, Payment
// entity, Collection request list item, Voucher; section 4: their states).

export const prizeStates = ['PENDIENTE', 'COBRO_SOLICITADO'] as const
export type PrizeState = (typeof prizeStates)[number]

/** Card and line numbers keep their leading zeros as text; some backends send numbers. */
const numberText = z.union([z.string(), z.number()]).transform(String)

/** A cash prize is a number of guaraníes; goods and the free card come as their name. */
const amountOrText = z.union([z.number(), z.string()]).transform((v) => {
  if (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v.trim())) return Number(v)
  return v
})

/**
 * Contract addition (README): the prize's latest collection request. Backends that do not send it
 * read as none; a state this site does not know reads as none too, never as a crash.
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
  numeroCarton: numberText,
  premio: amountOrText,
  descuentoFiscal: numeric.nullish().transform((v) => v ?? 0),
  total: numeric.nullish().transform((v) => v ?? 0),
  fechaSorteoMostrar: text,
  estado: z.enum(prizeStates),
  canjear: flag.nullish().transform((v) => v ?? false),
  solicitud: prizeRequestSchema,
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

export const walletSchema = z.object({
  id: numeric,
  numero: numberText,
})
export type Wallet = z.infer<typeof walletSchema>
export const walletListSchema = listOf(walletSchema)

export const paymentEntitySchema = z.object({
  nombreEntidad: z.string(),
  tipoEntidadSolicitud: z.string(),
})
export type PaymentEntity = z.infer<typeof paymentEntitySchema>
export const paymentEntityListSchema = listOf(paymentEntitySchema)

export const collectionRequestStates = [
  'PENDIENTE',
  'RECHAZADA',
  'COBRO_SOLICITADO',
  'PROCESADA',
] as const
export type CollectionRequestState = (typeof collectionRequestStates)[number]

export const collectionRequestSchema = z.object({
  fechaEnvio: z.string(),
  numeroCarton: numberText,
  entidad: text,
  fechaSorteo: z.string().nullish(),
  totalAcobrar: numeric,
  destino: text,
  estadoSolicitud: z.enum(collectionRequestStates),
  sorteoId: numeric,
  /** Why it was rejected (the embedded backend sends it; others may not). */
  motivo: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
})
export type CollectionRequest = z.infer<typeof collectionRequestSchema>

export const voucherSchema = z.object({
  imagenComprobante: z.string().min(1),
  numeroCarton: numberText.optional(),
})
export type Voucher = z.infer<typeof voucherSchema>
export const voucherListSchema = listOf(voucherSchema)
