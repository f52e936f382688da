import { z } from 'zod'
import {
  codeText,
  collectionFormSchema,
  required,
  walletNumberSchema,
  withMatchingDestino,
} from '@loteria/contract'

// Collecting a prize (docs/product.md §3 and §5): the collection request form and the wallet line,
// as the contract has them. The form holds its codes as a <select>'s text, and a confirmation
// longer than any destination only says it does not match.

export { ESTADOS_CIVILES, MONEDAS, TIPOS_DOCUMENTO_COBRO, TIPOS_SOLICITUD } from '@loteria/contract'
export { walletNumberSchema }

export const collectionRequestSchema = withMatchingDestino(
  collectionFormSchema.extend({
    destinoConfirmacion: required('destinoConfirmacion'),
    codPaisResidencia: codeText('paisResidencia'),
    codigoDepartamento: codeText('departamentoCobro'),
    codigoCiudad: codeText('ciudad'),
  }),
)
export type CollectionRequestInput = z.infer<typeof collectionRequestSchema>

export const walletFormSchema = z.object({ numero: walletNumberSchema })
