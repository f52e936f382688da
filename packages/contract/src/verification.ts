import { z } from 'zod'
import { code } from './fields'
import { msg } from './messages'
import { numeric, text } from './wire'

// Identity verification (docs/product.md §3 and §5): POST solicitud/solicitar-verificacion, and the
// player's requests (a contract addition: solicitud/verificaciones/{userId}).

/** Each image at most 25 MB (docs/product.md §9). */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024

const THREE_IMAGES = 'Adjuntá las tres imágenes: frente, dorso y selfie.'

/** `documentos` are data URLs: front, back and selfie. */
export const verificationRequestSchema = z.object(
  {
    codPais: code('pais'),
    documentos: z.array(z.unknown(), { error: THREE_IMAGES }).length(3, THREE_IMAGES),
  },
  msg('requestInvalid'),
)

export const verificationRecordSchema = z.object({
  id: numeric,
  fecha: z.string(),
  estado: z.string(),
  observacion: text,
})
export type VerificationRecord = z.infer<typeof verificationRecordSchema>
