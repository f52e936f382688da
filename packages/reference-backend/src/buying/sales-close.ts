import { and, asc, count, eq, gt, isNull } from 'drizzle-orm'
import { deliverAlerts } from '../alerts/deliver'
import { recordPackNotice } from '../alerts/pack-notices'
import { chosenCardMail } from '../alerts/pack-texts'
import { ALERT_CARD_CHOSEN } from '../alerts/kinds'
import type { Database } from '../db/client'
import type { Transaction } from '../db/executor'
import { cards, draws, packSubscriptions, users } from '../db/schema'
import { cryptoRandom, type Random } from '../draws/random'
import { refusePaused } from '../responsible-play/guard'
import { packClaim } from './card-claims'
import { freeCardAtRandom, freeCardNumbered } from './free-cards'
import { selfExclusionRefusal } from './self-exclusion'
import { luckyOutcome } from './lucky-number'

// The close of sales (docs/contract.md "Packs that play themselves"): a pack is paid
// for every one of its draws, so each pack draw still without its card when sales close gets one,
// chosen for the player, in the same transaction that closes the sales. The conditional update of
// `ventas_cerradas_en` (which also locks the draw's row) lets exactly one close choose, however
// many processes, timers or operators try at once; a later close answers what the first did.

interface ChosenCard {
  sorteoId: number
  numero: string
  suscripcionId: number
}

export interface SalesCloseResult {
  sorteoId: number
  elegidos: ChosenCard[]
  /** Pack draws left waiting: paused or self-excluded player, or the choice turned off. */
  esperan: number
}

type PackRow = typeof packSubscriptions.$inferSelect

/** Closes the sales of draw `sorteoId` (inside the caller's transaction), choosing the cards. */
export async function closeSalesOfDraw(
  tx: Transaction,
  sorteoId: number,
  now: Date,
  random: Random = cryptoRandom,
): Promise<SalesCloseResult> {
  const [closing] = await tx
    .update(draws)
    .set({ ventasCerradasEn: now })
    .where(and(eq(draws.id, sorteoId), eq(draws.estado, 'ABIERTO'), isNull(draws.ventasCerradasEn)))
    .returning({ id: draws.id })
  if (!closing) return closedBefore(tx, sorteoId)
  const elegidos: ChosenCard[] = []
  let esperan = 0
  // Packs with a lucky number first: a random card for another pack must never take the card a
  // player asked for (CI once saw it, with the demo players' packs closed in the same run).
  const packs = (await packsWithDrawsLeft(tx)).sort(
    (a, b) => Number(b.numeroFavorito !== null) - Number(a.numeroFavorito !== null),
  )
  for (const pack of packs) {
    if ((await missingCards(tx, pack, sorteoId)) === 0) continue
    if (!pack.eleccionAutomatica || (await mustWait(tx, pack.userId, now))) {
      // Not chosen, so not played: after the draw the pack keeps this draw (after-draw.ts).
      esperan += 1
      continue
    }
    elegidos.push(...(await chooseFor(tx, pack, sorteoId, now, random)))
  }
  return { sorteoId, elegidos, esperan }
}

/** Closes the open draw's sales now and sends the notices; undefined without an open draw. */
export async function closeSales(
  db: Database,
  { now = new Date(), random = cryptoRandom }: { now?: Date; random?: Random } = {},
): Promise<SalesCloseResult | undefined> {
  const result = await db.transaction(async (tx) => {
    const [open] = await tx.select().from(draws).where(eq(draws.estado, 'ABIERTO')).for('update')
    return open ? closeSalesOfDraw(tx, open.id, now, random) : undefined
  })
  // After the commit, as after a draw: the e-mails and pushes of cards chosen only if they are.
  if (result && result.elegidos.length > 0) await deliverAlerts(db)
  return result
}

export function packsWithDrawsLeft(tx: Transaction) {
  return tx
    .select()
    .from(packSubscriptions)
    .where(gt(packSubscriptions.cantidad, 0))
    .orderBy(asc(packSubscriptions.creadoEn), asc(packSubscriptions.id))
}

/** How many cards of draw `sorteoId` the pack still lacks. */
export async function missingCards(
  tx: Transaction,
  pack: PackRow,
  sorteoId: number,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(cards)
    .where(and(eq(cards.suscripcionId, pack.id), eq(cards.sorteoId, sorteoId)))
  return Math.max(0, pack.cartonesPorSorteo - (row?.n ?? 0))
}

/** A paused or self-excluded player gets no card: playing is what they asked to stop. */
export async function mustWait(tx: Transaction, userId: number, now: Date): Promise<boolean> {
  if (await refusePaused(tx, userId, now)) return true
  const [user] = await tx
    .select({ autoexcluidoHasta: users.autoexcluidoHasta })
    .from(users)
    .where(eq(users.id, userId))
  return selfExclusionRefusal(user?.autoexcluidoHasta ?? null, now) !== undefined
}

/**
 * The pack's missing cards, through the same claim a player's own choice uses (card-claims.ts):
 * the lucky number first when that card is free (unsold, not held), else random free cards. No
 * charge: the pack's purchase paid for this draw and was counted against the limits then.
 */
async function chooseFor(
  tx: Transaction,
  pack: PackRow,
  sorteoId: number,
  now: Date,
  random: Random,
): Promise<ChosenCard[]> {
  const chosen: ChosenCard[] = []
  for (let i = 0; i < pack.cartonesPorSorteo; i++) {
    const claim = await packClaim(tx, pack, sorteoId)
    if (!claim) break
    const lucky = i === 0 ? pack.numeroFavorito : null
    const favourite = lucky ? await freeCardNumbered(tx, sorteoId, lucky, now) : undefined
    const card = favourite ?? (await freeCardAtRandom(tx, sorteoId, now, random))
    // A sold-out pool: nothing left to give (the pack keeps the draw, see after-draw.ts).
    if (!card) break
    await claim.assign(tx, card, now, { automatic: true, favorito: lucky })
    const given = { sorteoId, numero: card.numero, suscripcionId: pack.id }
    chosen.push(given)
    // The player is told what became of their lucky number, and why when it was not theirs.
    const favorito = lucky
      ? { numero: lucky, resultado: await luckyOutcome(tx, sorteoId, lucky, card.numero) }
      : undefined
    await recordPackNotice(
      tx,
      { tipo: ALERT_CARD_CHOSEN, userId: pack.userId, ...given },
      (user) => chosenCardMail(user, { sorteoId, numero: card.numero, pack: pack.pack, favorito }),
      now,
    )
  }
  return chosen
}

/** What the close that already happened chose, and what still waits. */
async function closedBefore(tx: Transaction, sorteoId: number): Promise<SalesCloseResult> {
  const elegidos = await tx
    .select({ sorteoId: cards.sorteoId, numero: cards.numero, suscripcionId: cards.suscripcionId })
    .from(cards)
    .where(and(eq(cards.sorteoId, sorteoId), eq(cards.eleccionAutomatica, true)))
    .orderBy(asc(cards.numero))
  let esperan = 0
  for (const pack of await packsWithDrawsLeft(tx)) {
    if ((await missingCards(tx, pack, sorteoId)) > 0) esperan += 1
  }
  return {
    sorteoId,
    elegidos: elegidos.map((card) => ({ ...card, suscripcionId: card.suscripcionId ?? 0 })),
    esperan,
  }
}
