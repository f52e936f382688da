import { z } from 'zod'
import { bounded, code } from './fields'
import { msg } from './messages'
import { cardNumber, listOf, numeric, text } from './wire'

// Collecting a prize by request (docs/product.md §3, §4 and §5): the payment entities, the
// collection request form sent to usuarios/envio-solicitud-cobro, the player's requests and their
// vouchers.

export const TIPOS_SOLICITUD = ['GIRO', 'TRANSFERENCIA'] as const
export type TipoSolicitud = (typeof TIPOS_SOLICITUD)[number]

export const MONEDAS = ['Guaranies', 'Dolares'] as const
export type Moneda = (typeof MONEDAS)[number]

/** The values are what the backend receives; they also read well as labels. */
export const TIPOS_DOCUMENTO_COBRO = ['Cédula de identidad', 'RUC'] as const

export const CODIGOS_ESTADO_CIVIL = ['CAS', 'SOL', 'DIV', 'VIU'] as const
export type EstadoCivil = (typeof CODIGOS_ESTADO_CIVIL)[number]

export const ESTADOS_CIVILES: readonly { codigo: EstadoCivil; nombre: string }[] = [
  { codigo: 'CAS', nombre: 'CASADO/A' },
  { codigo: 'SOL', nombre: 'SOLTERO/A' },
  { codigo: 'DIV', nombre: 'DIVORCIADO/A' },
  { codigo: 'VIU', nombre: 'VIUDO/A' },
]

/** An account number or, for a giro, a phone line: letters, digits and dashes. */
const DESTINO = /^[A-Za-z0-9-]{4,30}$/

const PRIZE_DATA = 'Faltan los datos del premio a cobrar.'

/** A number sent as a number or a numeric string (the site's client may send either). */
const amount = z.preprocess(
  (value) =>
    typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value,
  z.number({ error: PRIZE_DATA }).nonnegative(PRIZE_DATA),
)

const prizeText = (max = 120) =>
  z.string({ error: PRIZE_DATA }).trim().min(1, PRIZE_DATA).max(max, PRIZE_DATA)

/** Text or a number (a card number, a prize that is a good), never blank. */
const filled = z.union([z.number(), z.string().trim().min(1)], { error: PRIZE_DATA })

/**
 * The collection request form (docs/product.md §3), in its order: the first message is the first
 * field's.
 */
export const collectionFormSchema = z.object(
  {
    tipoSolicitud: z.enum(TIPOS_SOLICITUD, msg('tipoSolicitud')),
    entidad: bounded('entidad'),
    destino: z
      .string(msg('destino'))
      .trim()
      // A blank one only says it is missing.
      .min(1, { ...msg('destino'), abort: true })
      .regex(DESTINO, msg('destinoInvalido')),
    destinoConfirmacion: bounded('destinoConfirmacion', 30),
    moneda: z.enum(MONEDAS, msg('moneda')),
    nombreApellido: bounded('nombreApellido'),
    tipoDocumento: z.enum(TIPOS_DOCUMENTO_COBRO, msg('tipoDocumentoCobro')),
    numeroDocumento: bounded('numeroDocumento', 30),
    profesion: bounded('profesion'),
    estadoCivil: z.enum(CODIGOS_ESTADO_CIVIL, msg('estadoCivil')),
    direccionLaboral: bounded('direccionLaboral', 200),
    direccionParticular: bounded('direccionParticular', 200),
    codPaisResidencia: code('paisResidencia'),
    codigoDepartamento: code('departamentoCobro'),
    codigoCiudad: code('ciudad'),
    barrio: bounded('barrio'),
  },
  msg('requestInvalid'),
)

/**
 * The prize's fields the form is sent with. Required but never trusted: the backend reads the
 * amounts from the prize's own row.
 */
const prizeFields = {
  usuarioId: code(PRIZE_DATA),
  email: prizeText(254),
  descuentoFiscal: amount,
  numeroCarton: filled,
  fechaSorteo: prizeText(40),
  premio: filled,
  premioTotal: amount,
  sorteoIdentificador: prizeText(),
  sorteoId: code(PRIZE_DATA),
  totalAcobrar: amount,
  premiadoId: code(PRIZE_DATA).pipe(z.number().positive(PRIZE_DATA)),
}

function filledIn(value: unknown, ...names: string[]): boolean {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return names.every((name) => {
    const field = record[name]
    return typeof field === 'string' && field.trim() !== ''
  })
}

/** The destination typed twice alike, compared as soon as both are typed. */
export function withMatchingDestino<
  T extends z.ZodType<{ destino: string; destinoConfirmacion: string }>,
>(schema: T) {
  return schema.refine((v) => v.destino === v.destinoConfirmacion, {
    ...msg('destinoMismatch'),
    path: ['destinoConfirmacion'],
    when: (payload) => filledIn(payload.value, 'destino', 'destinoConfirmacion'),
  })
}

/** POST usuarios/envio-solicitud-cobro. */
export const collectionRequestSchema = withMatchingDestino(collectionFormSchema.extend(prizeFields))
/** What a client sends: the checked request, numbers as numbers. */
export type CollectionRequestPayload = z.output<typeof collectionRequestSchema>

/** solicitud/entidades: banks (TRANSFERENCIA) and giro services (GIRO). */
export const paymentEntitySchema = z.object({
  nombreEntidad: z.string(),
  tipoEntidadSolicitud: z.string(),
})
export type PaymentEntity = z.infer<typeof paymentEntitySchema>
export const paymentEntityListSchema = listOf(paymentEntitySchema)

/** A request's life (docs/product.md §4); only PROCESADA offers Descargar comprobante. */
export const REQUEST_STATES = ['PENDIENTE', 'COBRO_SOLICITADO', 'PROCESADA', 'RECHAZADA'] as const
export type CollectionRequestState = (typeof REQUEST_STATES)[number]

/** solicitud/solicitudes-cobro-por-usuario: the collection request list item. */
export const collectionRequestItemSchema = z.object({
  /** Contract addition, with `tipoSolicitud` and `moneda`. */
  id: numeric.optional(),
  fechaEnvio: z.string(),
  numeroCarton: cardNumber,
  entidad: text,
  fechaSorteo: z.string().nullish(),
  totalAcobrar: numeric,
  destino: text,
  estadoSolicitud: z.enum(REQUEST_STATES),
  sorteoId: numeric,
  tipoSolicitud: z.string().optional(),
  moneda: z.string().optional(),
  /** Why it was rejected (the embedded backend sends it; others may not). */
  motivo: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
})
export type CollectionRequest = z.infer<typeof collectionRequestItemSchema>

/** solicitud/descargar-comprobante/{sorteoId}: `datos[0].imagenComprobante`. */
export const voucherSchema = z.object({
  imagenComprobante: z.string().min(1),
  numeroCarton: cardNumber.optional(),
  /** The request it pays (docs/contract.md, prizes); other backends may leave it out. */
  solicitudId: numeric.optional(),
})
export type Voucher = z.infer<typeof voucherSchema>
export const voucherListSchema = listOf(voucherSchema)
