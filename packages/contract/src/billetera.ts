import { z } from 'zod'
import { msg } from './messages'
import { listOf, numeric, numberText } from './wire'

// The player's wallets (docs/product.md §3 and §7): medio-pago-usuario/listar/{userId}/1 and
// POST medio-pago-usuario.

/** Payment method id 1 is the wallet (docs/product.md §9). */
export const WALLET_METHOD_ID = 1

export const walletSchema = z.object({ id: numeric, numero: numberText })
export type Wallet = z.infer<typeof walletSchema>
export const walletListSchema = listOf(walletSchema)

/** A Paraguayan mobile line (09 and eight digits); spaces typed in between are dropped. */
export const walletNumberSchema = z
  .string(msg('lineaBilletera'))
  .overwrite((value) => value.replace(/\s+/g, ''))
  .regex(/^09\d{8}$/, msg('lineaBilletera'))

const UNKNOWN_PAYMENT_METHOD = 'El medio de pago no es válido.'

/** POST medio-pago-usuario: `{ medioPago: { id: 1 }, usuario: { id }, numero }`. */
export const walletRequestSchema = z.object(
  {
    medioPago: z.object(
      { id: z.literal(WALLET_METHOD_ID, { error: UNKNOWN_PAYMENT_METHOD }) },
      { error: UNKNOWN_PAYMENT_METHOD },
    ),
    numero: walletNumberSchema,
  },
  msg('requestInvalid'),
)
/** What the site sends: the wallet's owner too, which the backend takes from the session. */
export type WalletRequest = z.input<typeof walletRequestSchema> & { usuario: { id: number } }
