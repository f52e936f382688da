import { z } from 'zod'
import { cardNumber, numeric, numberText, text } from './wire'

// ticket/consulta/{drawId}/{cardNumber} (docs/product.md §3, card check response): an empty `datos`
// means the card won nothing in that draw.

export const cardCheckSchema = z.object({
  nro: numberText.optional(),
  datos: z
    .array(
      z.object({
        orden: numeric.optional(),
        primerMensaje: text,
        nroCarton: cardNumber,
        segundoMensaje: text,
        premioId: numberText.nullish(),
      }),
    )
    .default([]),
})
export type CardCheck = z.infer<typeof cardCheckSchema>
