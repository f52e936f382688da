import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/client'
import { uniqueViolation } from '../db/errors'
import type { Executor } from '../db/executor'
import { compras, movements, packs } from '../db/schema'
import { NO_OPEN_DRAW } from '../draws/messages'
import { randomToken } from '../auth/tokens'
import { isPaymentMethodCode, paymentMethodName } from '../payments/methods'
import { providerFor } from '../payments/registry'
import type { PurchaseInput } from '../validation/purchase'
import { purchaseAmount, sameCardSet } from './amounts'
import { liveHold, releaseAll } from './holds'
import {
  AMOUNT_DOES_NOT_MATCH,
  AWAITING_PAYMENT,
  CARDS_DO_NOT_MATCH,
  UNKNOWN_PACK,
} from './messages'
import { findOpenDraw } from './open-draw'
import { refuseSale } from './sale-stop'
import { movementType } from './pack-rules'
import { cancelPendingOfPlayer, type PurchaseRow } from './purchase-records'
import { refuseResponsiblePlay } from '../responsible-play/guard'
import { refuseSelfExcluded } from './self-exclusion'

// A purchase of the player's held cards: PENDIENTE with its movement, in one transaction, then
// handed to the payment method's provider. The site's key (`clave`) makes a repeated request,
// sequential or concurrent, answer the purchase made by the first one.

export type PackRow = typeof packs.$inferSelect

async function findPurchaseByKey(
  db: Executor,
  userId: number,
  clave: string,
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(compras)
    .where(and(eq(compras.userId, userId), eq(compras.clave, clave)))
  return row
}

export async function findPack(db: Executor, id: number): Promise<PackRow | undefined> {
  const [pack] = await db.select().from(packs).where(eq(packs.id, id))
  return pack
}

export type PurchaseCreation = { purchase: PurchaseRow } | { refusal: string }

export async function createPurchase(
  db: Database,
  userId: number,
  input: PurchaseInput,
  now: Date,
): Promise<PurchaseCreation> {
  const existing = await findPurchaseByKey(db, userId, input.clave)
  if (existing) return { purchase: existing }
  try {
    return await db.transaction(async (tx): Promise<PurchaseCreation> => {
      const earlier = await findPurchaseByKey(tx, userId, input.clave)
      if (earlier) return { purchase: earlier }
      const excluded = await refuseSelfExcluded(tx, userId, now)
      if (excluded) return { refusal: excluded }
      const pack = await findPack(tx, input.pack)
      if (!pack) return { refusal: UNKNOWN_PACK }
      const open = await findOpenDraw(tx)
      if (!open) return { refusal: NO_OPEN_DRAW }
      const live = await refuseSale(tx, open.id)
      if (live) return { refusal: live }
      const held = await liveHold(tx, userId, open.id, now)
      const heldIds = held.map((card) => card.cardId)
      if (held.length === 0 || !sameCardSet(heldIds, input.cartones)) {
        return { refusal: CARDS_DO_NOT_MATCH }
      }
      const monto = purchaseAmount(pack, held.length)
      if (input.monto !== monto) return { refusal: AMOUNT_DOES_NOT_MATCH }
      const limited = await refuseResponsiblePlay(tx, userId, { kind: 'compra', monto }, now)
      if (limited) {
        // Refused by a limit or a pause: nothing charged, and nothing kept held either.
        await releaseAll(tx, userId)
        return { refusal: limited }
      }
      await cancelPendingOfPlayer(tx, userId, now)

      const [movement] = await tx
        .insert(movements)
        .values({
          userId,
          cantidadCartones: held.length,
          estadoTransaccion: 'PENDIENTE',
          fechaSorteo: open.fecha,
          fechaTransaccion: now,
          medioPagoNombre: paymentMethodName(input.medioPago),
          mensaje: AWAITING_PAYMENT,
          monto,
          tipo: movementType(pack),
        })
        .returning({ id: movements.id })
      if (!movement) throw new Error('movement not created')
      const [purchase] = await tx
        .insert(compras)
        .values({
          userId,
          packId: pack.id,
          medioPago: input.medioPago,
          monto,
          clave: input.clave,
          estado: 'PENDIENTE',
          token: randomToken(),
          sorteoId: open.id,
          cartones: heldIds,
          retorno: input.retorno,
          mensaje: AWAITING_PAYMENT,
          movimientoId: movement.id,
          // The held cards' expiry (all share the first card's).
          expiraEn: held[0]!.expiraEn,
          creadoEn: now,
        })
        .returning()
      if (!purchase) throw new Error('purchase not created')
      return { purchase }
    })
  } catch (error) {
    // A concurrent request with the same key won the insert: answer its purchase.
    if (uniqueViolation(error) === 'compras_user_clave_unique') {
      const winner = await findPurchaseByKey(db, userId, input.clave)
      if (winner) return { purchase: winner }
    }
    throw error
  }
}

/**
 * Where the player pays: asked of the method's provider once, then kept, so a repeated request
 * answers the same page. Undefined when the method's provider is not available.
 */
export async function paymentAddress(
  db: Executor,
  purchase: PurchaseRow,
  pack: PackRow,
): Promise<string | undefined> {
  if (purchase.redireccion) return purchase.redireccion
  const medio = purchase.medioPago
  if (!isPaymentMethodCode(medio)) return undefined
  const provider = providerFor(medio)
  if (!provider) return undefined
  const count = purchase.cartones.length
  const redireccion = await provider.startPayment({
    referencia: purchase.token,
    medioPago: medio,
    monto: purchase.monto,
    descripcion: `${pack.nombre}, ${count} ${count === 1 ? 'cartón' : 'cartones'}`,
  })
  const [stored] = await db
    .update(compras)
    .set({ redireccion })
    .where(and(eq(compras.id, purchase.id), isNull(compras.redireccion)))
    .returning({ redireccion: compras.redireccion })
  if (stored?.redireccion) return stored.redireccion
  // Another request stored it first: answer that one.
  const [row] = await db
    .select({ redireccion: compras.redireccion })
    .from(compras)
    .where(eq(compras.id, purchase.id))
  return row?.redireccion ?? redireccion
}
