import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import { findUserByEmail } from '../accounts/users'
import type { Database } from '../db/client'
import type { Transaction } from '../db/executor'
import {
  cards,
  draws,
  entidadesPago,
  mediosPagoUsuario,
  premios,
  solicitudesCobro,
} from '../db/schema'
import { FREE_CARD_PRIZE } from '../draws/azar-prizes'
import { parsePlays } from '../draws/cards'
import { cardPrizes, prepareResult, type CardPrize, type PreparedResult } from '../draws/prizes'
import { parseResult } from '../draws/results'
import type { DrawRow } from '../draws/store'
import { prizeRowsFor, type OwnedCard } from '../prizes/prize-rows'
import { PRIZE_CLAIMED, PRIZE_PENDING } from '../prizes/prize-states'
import { requirePrizeTaxPercent } from '../prizes/tax'
import { voucherFileName, type Voucher } from '../prizes/voucher'
import { voucherPng } from '../prizes/voucher-image'
import { WALLET_METHOD_ID } from '../prizes/wallets'
import { DEMO_PRIZES, DEMO_REQUEST_FORM, DEMO_REQUESTS, PAYMENT_ENTITIES } from './prizes-data'

// Prizes seed: the payment entities, and the verified demo player's prizes on winning cards of
// the three latest past draws (the cards become his): in the latest, a small cash prize (for the
// wallet), a large one (for a collection request) and a free card to exchange; two and three
// draws back, a large prize each, paid by transfer with a voucher and rejected. Every other demo
// player starts without prizes. Runs once, on an empty premios table, after the draws seed.

const DAY = 86_400_000
const HOUR = 3_600_000

type Wanted = (prize: CardPrize) => boolean

const smallCash: Wanted = (p) => p.jugada === 'Tradicional' && (p.aciertos ?? 15) < 15
const largeCash: Wanted = (p) => p.jugada === 'Siempre Sale'
const freeCard: Wanted = (p) => p.jugada === 'Azar' && p.premio === FREE_CARD_PRIZE

interface Plan {
  draw: DrawRow
  result: PreparedResult
  cards: OwnedCard[]
}

/** The first unsold card (by number) of each wanted kind, each a different card. */
async function plan(
  db: Database,
  draw: DrawRow,
  userId: number,
  wanted: Wanted[],
): Promise<Plan | undefined> {
  if (!draw.resultado) return undefined
  const result = prepareResult(parseResult(draw.resultado))
  const pool = await db
    .select({ id: cards.id, numero: cards.numero, jugadas: cards.jugadas })
    .from(cards)
    .where(and(eq(cards.sorteoId, draw.id), isNull(cards.userId)))
    .orderBy(asc(cards.numero))
  const owned = pool.map((row) => ({ ...row, userId, plays: parsePlays(row.jugadas) }))
  const chosen: OwnedCard[] = []
  for (const wants of wanted) {
    const card = owned.find(
      (candidate) =>
        !chosen.some((c) => c.id === candidate.id) && cardPrizes(result, candidate).some(wants),
    )
    if (!card) return undefined
    chosen.push(card)
  }
  return { draw, result, cards: chosen }
}

/** The cards become the player's (bought two days before the draw) and their prizes recorded. */
async function award(tx: Transaction, userId: number, { draw, result, cards: owned }: Plan) {
  await tx
    .update(cards)
    .set({ userId, vendidoEn: new Date(draw.fecha.getTime() - 2 * DAY) })
    .where(
      and(
        inArray(
          cards.id,
          owned.map((card) => card.id),
        ),
        isNull(cards.userId),
      ),
    )
  const recorded = draw.ejecutadoEn ?? draw.fecha
  const rows = prizeRowsFor(result, draw.id, owned, requirePrizeTaxPercent(), recorded)
  return tx.insert(premios).values(rows).returning()
}

async function request(
  tx: Transaction,
  userId: number,
  prize: typeof premios.$inferSelect,
  details: {
    tipoSolicitud: string
    entidad: string
    destino: string
    estado: 'PROCESADA' | 'RECHAZADA'
    motivo?: string
    voucher?: Voucher
  },
) {
  if (prize.premio === null) throw new Error('seed: a collection request needs a cash prize')
  // A rejected request gives the prize back (prizes/request-moves.ts): it can be claimed again.
  const estado = details.estado === 'RECHAZADA' ? PRIZE_PENDING : PRIZE_CLAIMED
  await tx.update(premios).set({ estado }).where(eq(premios.id, prize.id))
  const fechaEnvio = new Date(prize.creadoEn.getTime() + DAY + 14 * HOUR)
  const [created] = await tx
    .insert(solicitudesCobro)
    .values({
      userId,
      premioId: prize.id,
      ...DEMO_REQUEST_FORM,
      tipoSolicitud: details.tipoSolicitud,
      entidad: details.entidad,
      destino: details.destino,
      premio: prize.premio,
      descuentoFiscal: prize.descuentoFiscal,
      totalAcobrar: prize.total,
      estadoSolicitud: details.estado,
      motivo: details.motivo ?? '',
      fechaEnvio,
      fechaProceso: new Date(fechaEnvio.getTime() + 2 * DAY),
    })
    .returning({ id: solicitudesCobro.id })
  if (!created) throw new Error('seed: collection request not created')
  const { voucher } = details
  if (voucher) {
    await tx
      .update(solicitudesCobro)
      .set({
        comprobante: voucher.bytes,
        comprobanteTipo: voucher.mime,
        comprobanteNombre: voucherFileName(created.id, voucher.extension),
      })
      .where(eq(solicitudesCobro.id, created.id))
  }
}

export async function seedPrizes(db: Database): Promise<void> {
  await db.insert(entidadesPago).values(PAYMENT_ENTITIES).onConflictDoNothing()
  const [existing] = await db.select({ n: count() }).from(premios)
  if ((existing?.n ?? 0) > 0) return
  const player = await findUserByEmail(db, DEMO_PRIZES.email)
  if (!player) return
  const [latest, second, third] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.estado, 'CERRADO'), isNotNull(draws.resultado)))
    .orderBy(desc(draws.fecha))
    .limit(3)
  if (!latest || !second || !third) return
  const plans = [
    await plan(db, latest, player.id, [smallCash, largeCash, freeCard]),
    await plan(db, second, player.id, [largeCash]),
    await plan(db, third, player.id, [largeCash]),
  ]
  const [now, paid, rejected] = plans
  if (!now || !paid || !rejected) return
  const siempreSale = (rows: (typeof premios.$inferSelect)[]) => {
    const prize = rows.find((row) => row.jugada === 'Siempre Sale')
    if (!prize) throw new Error('seed: no Siempre Sale prize')
    return prize
  }

  await db.transaction(async (tx) => {
    await award(tx, player.id, now)
    const paidPrize = siempreSale(await award(tx, player.id, paid))
    const rejectedPrize = siempreSale(await award(tx, player.id, rejected))
    await request(tx, player.id, paidPrize, {
      ...DEMO_REQUESTS.processed,
      estado: 'PROCESADA',
      voucher: { bytes: voucherPng(paidPrize.id), mime: 'image/png', extension: 'png' },
    })
    await request(tx, player.id, rejectedPrize, { ...DEMO_REQUESTS.rejected, estado: 'RECHAZADA' })
    await tx.insert(mediosPagoUsuario).values({
      userId: player.id,
      medioPagoId: WALLET_METHOD_ID,
      numero: DEMO_PRIZES.wallet,
      creadoEn: latest.fecha,
    })
  })
}
