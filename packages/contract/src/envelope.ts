import { z } from 'zod'

// Every answer's envelope: `{ error, mensaje, datos }` (docs/product.md §8), with some calls
// answering only part of it (login adds `usuario`, paged lists `total`).
export const envelopeSchema = z
  .object({
    error: z.boolean().optional(),
    mensaje: z.string().nullish(),
    datos: z.unknown().optional(),
  })
  .loose()

export type Envelope = z.infer<typeof envelopeSchema>
