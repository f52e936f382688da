import { account, refuseForeignUser } from '../auth/require-session'
import { readBody } from '../body'
import { idParam, message, ok, refuse } from '../http'
import { PRIZE_NOT_FOUND, WALLET_ADDED, WALLET_NOT_FOUND } from '../prizes/messages'
import { payPrizeToWallet } from '../prizes/wallet-payment'
import { addWallet, listWallets } from '../prizes/wallets'
import type { Routes } from '../router'
import { walletListSchema, walletRequestSchema } from '@loteria/contract'

// The player's wallets and a prize paid into one of them (docs/product.md §7).

export const prizeWalletRoutes: Routes = {
  'GET rest/medio-pago-usuario/listar/:userId/:medioPagoId': account(
    async ({ db, params, session }) => {
      const foreign = refuseForeignUser(session, params.userId)
      if (foreign) return foreign
      const medioPagoId = idParam(params.medioPagoId)
      return ok(
        walletListSchema,
        medioPagoId ? await listWallets(db, session.userId, medioPagoId) : [],
      )
    },
  ),

  /** `{ medioPago: { id: 1 }, usuario: { id }, numero }`; a line already added answers its wallet. */
  'POST rest/medio-pago-usuario': account(async ({ db, request, session }) => {
    const body = await readBody(request, walletRequestSchema, {
      before: (raw) => {
        const usuario = (raw as { usuario?: { id?: unknown } | null } | null)?.usuario
        return refuseForeignUser(session, usuario?.id)
      },
    })
    if (!body.ok) return body.response
    const added = await addWallet(db, session.userId, body.data.numero, new Date())
    if ('refusal' in added) return refuse(added.refusal)
    return message(WALLET_ADDED, { datos: added.wallet })
  }),

  'POST rest/trx/pago/billetera/:userId/:prizeId/:walletId': account(
    async ({ db, params, session }) => {
      const foreign = refuseForeignUser(session, params.userId)
      if (foreign) return foreign
      const prizeId = idParam(params.prizeId)
      if (prizeId === undefined) return refuse(PRIZE_NOT_FOUND)
      const walletId = idParam(params.walletId)
      if (walletId === undefined) return refuse(WALLET_NOT_FOUND)
      const paid = await payPrizeToWallet(db, session.userId, prizeId, walletId, new Date())
      return 'refusal' in paid ? refuse(paid.refusal) : message(paid.mensaje)
    },
  ),
}
