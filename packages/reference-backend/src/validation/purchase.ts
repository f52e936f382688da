import { z } from 'zod'
import { MAX_HELD_CARDS } from '../buying/hold-expiry'
import { paymentMethodCodeSchema } from '../payments/methods'

// POST compras/{userId}: what the site sends, checked again here (ARCHITECTURE.md section 2).

const id = (message: string) => z.number({ error: message }).int(message).positive(message)

/** A site path: one leading '/', no scheme, host or backslash, so the return stays on the site. */
export const returnPathSchema = z
  .string({ error: 'La dirección de retorno no es válida.' })
  .max(300, 'La dirección de retorno no es válida.')
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'La dirección de retorno no es válida.')
  .refine(
    (path) => [...path].every((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f),
    'La dirección de retorno no es válida.',
  )

export const purchaseSchema = z.object({
  pack: id('El pack elegido no es válido.'),
  cartones: z
    .array(id('La lista de cartones no es válida.'), {
      error: 'La lista de cartones no es válida.',
    })
    .min(1, 'Elegí al menos un cartón.')
    .max(MAX_HELD_CARDS, `Podés comprar hasta ${MAX_HELD_CARDS} cartones a la vez.`),
  medioPago: paymentMethodCodeSchema,
  monto: z
    .number({ error: 'El monto no es válido.' })
    .int('El monto no es válido.')
    .nonnegative('El monto no es válido.'),
  clave: z
    .string({ error: 'La clave de la compra no es válida.' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'La clave de la compra no es válida.'),
  retorno: returnPathSchema,
})
export type PurchaseInput = z.infer<typeof purchaseSchema>
