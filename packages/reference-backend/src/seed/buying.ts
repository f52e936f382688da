import { asc, count, eq, inArray } from 'drizzle-orm'
import { findUserByEmail } from '../accounts/users'
import { randomToken } from '../auth/tokens'
import { purchaseAmount } from '../buying/amounts'
import { HOLD_MS } from '../buying/hold-expiry'
import { PAYMENT_APPROVED } from '../buying/messages'
import { findOpenDraw } from '../buying/open-draw'
import { movementType } from '../buying/pack-rules'
import type { Database } from '../db/client'
import { cards, compras, movements, packs, packSubscriptions } from '../db/schema'
import { paymentMethodName } from '../payments/methods'
import { DEMO_PURCHASE, PACKS } from './buying-data'

// Buying seed: the packs, and one approved pack purchase of the verified demo player in the open
// draw (every other demo player starts without purchases). Runs on its own checks, after the
// accounts and draws seeds, so a database seeded before buying existed gets it on the next start.

const WEEK = 7 * 86_400_000
const HOUR = 3_600_000

export async function seedBuying(db: Database, now = new Date()): Promise<void> {
  await db.insert(packs).values(PACKS).onConflictDoNothing()
  const [existing] = await db.select({ n: count() }).from(compras)
  if ((existing?.n ?? 0) > 0) return
  const player = await findUserByEmail(db, DEMO_PURCHASE.email)
  const open = await findOpenDraw(db)
  const pack = PACKS.find((p) => p.id === DEMO_PURCHASE.packId)
  if (!player || !open || !pack) return
  const pool = await db
    .select({ id: cards.id })
    .from(cards)
    .where(eq(cards.sorteoId, open.id))
    .orderBy(asc(cards.numero))
  const ids = DEMO_PURCHASE.cardPositions.map((position) => pool[position]?.id)
  if (ids.some((id) => id === undefined)) return
  const cartones = ids as number[]
  // An hour after the previous draw: a moment of this draw's week, the same in every database
  // seeded this week (and never in the future).
  const bought = new Date(Math.min(now.getTime(), open.fecha.getTime() - WEEK + HOUR))
  const monto = purchaseAmount(pack, cartones.length)

  await db.transaction(async (tx) => {
    const [movement] = await tx
      .insert(movements)
      .values({
        userId: player.id,
        cantidadCartones: cartones.length,
        estadoTransaccion: 'APROBADA',
        fechaSorteo: open.fecha,
        fechaTransaccion: bought,
        medioPagoNombre: paymentMethodName(DEMO_PURCHASE.medioPago),
        mensaje: PAYMENT_APPROVED,
        monto,
        tipo: movementType({ id: pack.id, sorteos: pack.sorteos }),
      })
      .returning({ id: movements.id })
    if (!movement) throw new Error('seed: movement not created')
    const [purchase] = await tx
      .insert(compras)
      .values({
        userId: player.id,
        packId: pack.id,
        medioPago: DEMO_PURCHASE.medioPago,
        monto,
        clave: DEMO_PURCHASE.clave,
        estado: 'APROBADA',
        token: randomToken(),
        sorteoId: open.id,
        cartones,
        retorno: '/comprar-carton/resultado',
        mensaje: PAYMENT_APPROVED,
        movimientoId: movement.id,
        expiraEn: new Date(bought.getTime() + HOLD_MS),
        creadoEn: bought,
        decididoEn: bought,
      })
      .returning({ id: compras.id })
    if (!purchase) throw new Error('seed: purchase not created')
    const [subscription] = await tx
      .insert(packSubscriptions)
      .values({
        userId: player.id,
        pack: pack.nombre,
        packId: pack.id,
        cantidad: pack.sorteos,
        cartonesPendientes: false,
        cartonesPorSorteo: cartones.length,
        compraId: purchase.id,
        creadoEn: bought,
      })
      .returning({ id: packSubscriptions.id })
    await tx
      .update(cards)
      .set({
        userId: player.id,
        compraId: purchase.id,
        suscripcionId: subscription?.id ?? null,
        vendidoEn: bought,
      })
      .where(inArray(cards.id, cartones))
  })
}
