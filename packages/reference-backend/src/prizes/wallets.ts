import { and, asc, count, eq } from 'drizzle-orm'
import type { Wallet } from '@loteria/contract'
import type { Database } from '../db/client'
import type { Executor } from '../db/executor'
import { mediosPagoUsuario, users } from '../db/schema'
import { tooManyWallets } from './messages'

// The player's wallets (medio de pago 1, docs/product.md §9): mobile lines a prize can be paid
// into. Adding a line the player already has answers that wallet again; at most five.

export const WALLET_METHOD_ID = 1
const MAX_WALLETS = 5

/** A wallet as the contract reads it (medio-pago-usuario): its id and its line. */
export type WalletView = Wallet

const walletFields = { id: mediosPagoUsuario.id, numero: mediosPagoUsuario.numero }

export async function listWallets(
  db: Executor,
  userId: number,
  medioPagoId: number,
): Promise<WalletView[]> {
  return db
    .select(walletFields)
    .from(mediosPagoUsuario)
    .where(
      and(eq(mediosPagoUsuario.userId, userId), eq(mediosPagoUsuario.medioPagoId, medioPagoId)),
    )
    .orderBy(asc(mediosPagoUsuario.id))
}

export async function findWallet(
  db: Executor,
  userId: number,
  walletId: number,
): Promise<WalletView | undefined> {
  const [wallet] = await db
    .select(walletFields)
    .from(mediosPagoUsuario)
    .where(
      and(
        eq(mediosPagoUsuario.id, walletId),
        eq(mediosPagoUsuario.userId, userId),
        eq(mediosPagoUsuario.medioPagoId, WALLET_METHOD_ID),
      ),
    )
  return wallet
}

/** `numero` already checked (`09` and eight digits). */
export async function addWallet(
  db: Database,
  userId: number,
  numero: string,
  now: Date,
): Promise<{ wallet: WalletView } | { refusal: string }> {
  return db.transaction(async (tx) => {
    // One add at a time per player: two concurrent adds cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const mine = and(
      eq(mediosPagoUsuario.userId, userId),
      eq(mediosPagoUsuario.medioPagoId, WALLET_METHOD_ID),
    )
    const [existing] = await tx
      .select(walletFields)
      .from(mediosPagoUsuario)
      .where(and(mine, eq(mediosPagoUsuario.numero, numero)))
    if (existing) return { wallet: existing }
    const [held] = await tx.select({ n: count() }).from(mediosPagoUsuario).where(mine)
    if ((held?.n ?? 0) >= MAX_WALLETS) return { refusal: tooManyWallets(MAX_WALLETS) }
    const [wallet] = await tx
      .insert(mediosPagoUsuario)
      .values({ userId, medioPagoId: WALLET_METHOD_ID, numero, creadoEn: now })
      .returning(walletFields)
    if (!wallet) throw new Error('wallet not created')
    return { wallet }
  })
}
