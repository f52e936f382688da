import { z } from 'zod'
import { code, required } from './fields'
import { msg } from './messages'

// Collecting a prize (SPEC sections 3 and 5): the collection request form and the wallet line.

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

function filled(value: unknown, ...names: string[]): boolean {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return names.every((name) => {
    const field = record[name]
    return typeof field === 'string' && field.trim() !== ''
  })
}

export const collectionRequestSchema = z
  .object({
    tipoSolicitud: z.enum(TIPOS_SOLICITUD, msg('tipoSolicitud')),
    entidad: required('entidad'),
    destino: z
      .string(msg('destino'))
      .trim()
      // A blank one only says it is missing.
      .min(1, { ...msg('destino'), abort: true })
      .regex(DESTINO, msg('destinoInvalido')),
    destinoConfirmacion: required('destinoConfirmacion'),
    moneda: z.enum(MONEDAS, msg('moneda')),
    nombreApellido: required('nombreApellido'),
    tipoDocumento: z.enum(TIPOS_DOCUMENTO_COBRO, msg('tipoDocumentoCobro')),
    numeroDocumento: required('numeroDocumento'),
    profesion: required('profesion'),
    estadoCivil: z.enum(CODIGOS_ESTADO_CIVIL, msg('estadoCivil')),
    direccionLaboral: required('direccionLaboral'),
    direccionParticular: required('direccionParticular'),
    codPaisResidencia: code('paisResidencia'),
    codigoDepartamento: code('departamentoCobro'),
    codigoCiudad: code('ciudad'),
    barrio: required('barrio'),
  })
  .refine((v) => v.destino === v.destinoConfirmacion, {
    ...msg('destinoMismatch'),
    path: ['destinoConfirmacion'],
    // Compare as soon as both are typed, even while other fields are still wrong.
    when: (payload) => filled(payload.value, 'destino', 'destinoConfirmacion'),
  })
export type CollectionRequestInput = z.infer<typeof collectionRequestSchema>

/** A Paraguayan mobile line (09 and eight digits); spaces typed in between are dropped. */
export const walletNumberSchema = z
  .string(msg('lineaBilletera'))
  .overwrite((value) => value.replace(/\s+/g, ''))
  .regex(/^09\d{8}$/, msg('lineaBilletera'))

export const walletFormSchema = z.object({ numero: walletNumberSchema })
export type WalletNumberInput = z.infer<typeof walletFormSchema>
