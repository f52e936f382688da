import { z } from 'zod'
import { DESTINATION_MISMATCH, INVALID_LINE, UNKNOWN_PAYMENT_METHOD } from '../prizes/messages'
import { code, text } from './fields'

// Collecting a prize: the collection request form (SPEC sections 3 and 5) and a new wallet, as
// the site sends them, checked again here with the site's messages (lib/validation/prizes.ts).
// The prize fields the form carries along are required but never trusted: the amounts come from
// the prize's own row.

export const TIPOS_SOLICITUD = ['GIRO', 'TRANSFERENCIA'] as const
export type TipoSolicitud = (typeof TIPOS_SOLICITUD)[number]

const MONEDAS = ['Guaranies', 'Dolares'] as const
const TIPOS_DOCUMENTO = ['Cédula de identidad', 'RUC'] as const
const ESTADOS_CIVILES = ['CAS', 'SOL', 'DIV', 'VIU'] as const

/** An account number or, for a giro, a phone line: letters, digits and dashes. */
const DESTINO = /^[A-Za-z0-9-]{4,30}$/

const PRIZE_DATA = 'Faltan los datos del premio a cobrar.'

/** A number sent as a number or a numeric string (the site's client may send either). */
const amount = z.preprocess(
  (value) =>
    typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value,
  z.number({ error: PRIZE_DATA }).nonnegative(PRIZE_DATA),
)

/** Text or a number (a card number, a prize that is a good), never blank. */
const filled = z.union([z.number(), z.string().trim().min(1)], { error: PRIZE_DATA })

const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message })

export const collectionRequestSchema = z
  .object(
    {
      tipoSolicitud: oneOf(TIPOS_SOLICITUD, 'Elegí el tipo de operación.'),
      entidad: text('Elegí la entidad.'),
      destino: text('Ingresá el número de cuenta destino.', 30).regex(
        DESTINO,
        'Ingresá un número de cuenta destino válido.',
      ),
      destinoConfirmacion: text('Confirmá el número de cuenta destino.', 30),
      moneda: oneOf(MONEDAS, 'Elegí la moneda.'),
      nombreApellido: text('Ingresá tu nombre y apellido.'),
      tipoDocumento: oneOf(TIPOS_DOCUMENTO, 'Elegí el tipo de documento.'),
      numeroDocumento: text('Ingresá tu número de documento.', 30),
      profesion: text('Ingresá tu profesión.'),
      estadoCivil: oneOf(ESTADOS_CIVILES, 'Elegí tu estado civil.'),
      direccionLaboral: text('Ingresá tu dirección laboral.', 200),
      direccionParticular: text('Ingresá tu dirección particular.', 200),
      codPaisResidencia: code('Ingrese su pais de residencia'),
      codigoDepartamento: code('Ingrese su Departamento.'),
      codigoCiudad: code('Ingrese su ciudad.'),
      barrio: text('Ingrese su barrio.'),
      usuarioId: code(PRIZE_DATA),
      email: text(PRIZE_DATA, 254),
      descuentoFiscal: amount,
      numeroCarton: filled,
      fechaSorteo: text(PRIZE_DATA, 40),
      premio: filled,
      premioTotal: amount,
      sorteoIdentificador: text(PRIZE_DATA),
      sorteoId: code(PRIZE_DATA),
      totalAcobrar: amount,
      premiadoId: code(PRIZE_DATA).pipe(z.number().positive(PRIZE_DATA)),
    },
    { error: 'La solicitud no es válida.' },
  )
  .refine((form) => form.destino === form.destinoConfirmacion, {
    message: DESTINATION_MISMATCH,
    path: ['destinoConfirmacion'],
  })
export type CollectionRequestForm = z.infer<typeof collectionRequestSchema>

/** POST medio-pago-usuario: `{ medioPago: { id: 1 }, usuario: { id }, numero }`. */
export const walletRequestSchema = z.object(
  {
    medioPago: z.object(
      { id: z.literal(1, { error: UNKNOWN_PAYMENT_METHOD }) },
      { error: UNKNOWN_PAYMENT_METHOD },
    ),
    // A Paraguayan mobile line; spaces typed in between are dropped.
    numero: z
      .string({ error: INVALID_LINE })
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^09\d{8}$/, INVALID_LINE)),
  },
  { error: 'La solicitud no es válida.' },
)
