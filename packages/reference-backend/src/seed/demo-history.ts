import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import { findUserByEmail } from '../accounts/users'
import { randomToken } from '../auth/tokens'
import { HOLD_MS } from '../buying/hold-expiry'
import { findOpenDraw } from '../buying/open-draw'
import type { Database } from '../db/client'
import type { Transaction } from '../db/executor'
import { cards, compras, draws, movements, packSubscriptions } from '../db/schema'
import { parsePlays } from '../draws/cards'
import { cardPrizes, prepareResult } from '../draws/prizes'
import { parseResult } from '../draws/results'
import type { DrawRow } from '../draws/store'
import { PAYMENT_METHODS } from '../payments/methods'
import { PACKS } from './buying-data'

// The demo player's purchase history tells one story: every decided purchase in Mis movimientos
// has its purchase behind it (so a pack row says its draws, refused or not), every approved one
// has its cards in Mis cartones (cards of past draws that won nothing: this player has no
// prizes), and every pack bought with draws still to play is in MIS PACKS ACTIVOS, waiting for
// this week's card (Elegir cartones). Nothing in the open draw, so no later draw run can give
// this player a prize. Runs on its own check, after the draws and buying seeds.

const DEMO_HISTORY_EMAIL = 'jugador@demo.com.py'

const HALF_DAY = 43_200_000

/** The movements name the buying side's payment methods: their codes, from the one list. */
const METHOD_CODES: Record<string, string> = Object.fromEntries(
  PAYMENT_METHODS.map((method) => [method.nombre, method.codigo]),
)

type Movement = typeof movements.$inferSelect

/** `count` unsold cards of a past draw that won nothing, the same ones in every database. */
async function losingCards(tx: Transaction, draw: DrawRow, wanted: number): Promise<number[]> {
  if (!draw.resultado) return []
  const result = prepareResult(parseResult(draw.resultado))
  const pool = await tx
    .select({ id: cards.id, numero: cards.numero, jugadas: cards.jugadas })
    .from(cards)
    .where(and(eq(cards.sorteoId, draw.id), isNull(cards.userId)))
    .orderBy(asc(cards.numero))
  // From the middle of the pool, so the numbers look like anyone's.
  const ordered = [...pool.slice(pool.length >> 1), ...pool.slice(0, pool.length >> 1)]
  const chosen: number[] = []
  for (const card of ordered) {
    if (chosen.length === wanted) break
    if (cardPrizes(result, { numero: card.numero, plays: parsePlays(card.jugadas) }).length === 0)
      chosen.push(card.id)
  }
  return chosen.length === wanted ? chosen : []
}

/** The closed draws a purchase played: from the draw it was made for, `sorteos` in a row. */
function drawsPlayed(closed: DrawRow[], movement: Movement, sorteos: number): DrawRow[] {
  const fecha = movement.fechaSorteo?.getTime()
  if (fecha === undefined) return []
  const first = closed.findIndex((draw) => Math.abs(draw.fecha.getTime() - fecha) < HALF_DAY)
  return first < 0 ? [] : closed.slice(first, first + sorteos)
}

async function recordPurchase(
  tx: Transaction,
  userId: number,
  movement: Movement,
  packId: number,
  played: DrawRow[],
): Promise<number | undefined> {
  const first = played[0]
  if (!first) return undefined
  const approved = movement.estadoTransaccion === 'APROBADA'
  const perDraw = packId === 1 ? movement.cantidadCartones : 1
  const [purchase] = await tx
    .insert(compras)
    .values({
      userId,
      packId,
      medioPago: METHOD_CODES[movement.medioPagoNombre] ?? 'billetera',
      monto: movement.monto,
      clave: `demo-historial-${movement.id}`,
      estado: movement.estadoTransaccion,
      token: randomToken(),
      sorteoId: first.id,
      cartones: [],
      retorno: '/comprar-carton/resultado',
      mensaje: movement.mensaje,
      movimientoId: movement.id,
      expiraEn: new Date(movement.fechaTransaccion.getTime() + HOLD_MS),
      creadoEn: movement.fechaTransaccion,
      decididoEn: movement.fechaTransaccion,
    })
    .returning({ id: compras.id })
  if (!purchase) throw new Error('seed: demo purchase not created')
  // A refused or cancelled purchase bought nothing: its row is there for Mis movimientos to say
  // which pack it was and from which draw, as for any purchase made on the site.
  if (!approved) return purchase.id
  const bought: number[] = []
  for (const draw of played) {
    const ids = await losingCards(tx, draw, perDraw)
    for (const id of ids) {
      await tx
        .update(cards)
        .set({ userId, compraId: purchase.id, vendidoEn: movement.fechaTransaccion })
        .where(and(eq(cards.id, id), isNull(cards.userId)))
      bought.push(id)
    }
  }
  await tx
    .update(compras)
    .set({ cartones: bought.slice(0, perDraw) })
    .where(eq(compras.id, purchase.id))
  return purchase.id
}

export async function seedDemoHistory(db: Database): Promise<void> {
  const player = await findUserByEmail(db, DEMO_HISTORY_EMAIL)
  if (!player) return
  const [owned] = await db.select({ n: count() }).from(cards).where(eq(cards.userId, player.id))
  const [subscribed] = await db
    .select({ n: count() })
    .from(packSubscriptions)
    .where(eq(packSubscriptions.userId, player.id))
  if ((owned?.n ?? 0) > 0 || (subscribed?.n ?? 0) > 0) return
  // Decided ones: a pending payment stays a movement alone (nothing may decide a seeded purchase).
  const decided = await db
    .select()
    .from(movements)
    .where(
      and(
        eq(movements.userId, player.id),
        inArray(movements.estadoTransaccion, ['APROBADA', 'RECHAZADA', 'CANCELADA']),
      ),
    )
    .orderBy(asc(movements.fechaTransaccion))
  const closed = await db
    .select()
    .from(draws)
    .where(and(eq(draws.estado, 'CERRADO'), isNotNull(draws.resultado)))
    .orderBy(asc(draws.fecha))
  const open = await findOpenDraw(db)

  await db.transaction(async (tx) => {
    for (const movement of decided) {
      const pack =
        movement.tipo === 'COMPRA PACK'
          ? PACKS.find((p) => p.id !== 1 && p.precio * movement.cantidadCartones === movement.monto)
          : PACKS.find((p) => p.id === 1)
      if (!pack?.id) continue
      const approved = movement.estadoTransaccion === 'APROBADA'
      const played = drawsPlayed(closed, movement, approved ? pack.sorteos : 1)
      const compraId = await recordPurchase(tx, player.id, movement, pack.id, played)
      const remaining = pack.sorteos - played.length
      if (approved && compraId !== undefined && pack.sorteos > 1 && remaining > 0 && open) {
        await tx.insert(packSubscriptions).values({
          userId: player.id,
          pack: pack.nombre,
          packId: pack.id,
          cantidad: remaining,
          cartonesPendientes: true,
          cartonesPorSorteo: 1,
          compraId,
          creadoEn: movement.fechaTransaccion,
        })
      }
    }
  })
}
