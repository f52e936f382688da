import { uniqueViolation } from '../db/errors'
import type { Database } from '../db/client'
import { pagosBilletera } from '../db/schema'
import { walletAllowed } from '@loteria/contract'
import { claimablePrize, markClaimed } from './claim-prize'
import { overWalletLimit, PRIZE_ALREADY_CLAIMED, WALLET_NOT_FOUND, walletPaid } from './messages'
import { findWallet } from './wallets'

// POST trx/pago/billetera: a cash prize of at most COBRO_MONTO_MAX_BILLETERA (its total after
// tax) paid into one of the player's wallets, once. The amount is the prize's, never the caller's.

class AlreadyClaimed extends Error {}

export async function payPrizeToWallet(
  db: Database,
  userId: number,
  prizeId: number,
  walletId: number,
  now: Date,
): Promise<{ mensaje: string } | { refusal: string }> {
  const claimable = await claimablePrize(db, userId, prizeId, {
    allowed: walletAllowed,
    outside: (limits) => overWalletLimit(limits.maxBilletera),
  })
  if ('refusal' in claimable) return claimable
  const { prize } = claimable
  const wallet = await findWallet(db, userId, walletId)
  if (!wallet) return { refusal: WALLET_NOT_FOUND }
  try {
    await db.transaction(async (tx) => {
      if (!(await markClaimed(tx, prize.id))) throw new AlreadyClaimed()
      await tx.insert(pagosBilletera).values({
        premioId: prize.id,
        walletId: wallet.id,
        userId,
        monto: prize.total,
        creadoEn: now,
      })
    })
  } catch (error) {
    if (error instanceof AlreadyClaimed) return { refusal: PRIZE_ALREADY_CLAIMED }
    // The unique index, should a claim slip past the conditional update.
    if (uniqueViolation(error) === 'pagos_billetera_premio_unique') {
      return { refusal: PRIZE_ALREADY_CLAIMED }
    }
    throw error
  }
  return { mensaje: walletPaid(prize.total, wallet.numero) }
}
