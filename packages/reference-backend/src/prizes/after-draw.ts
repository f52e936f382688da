import { and, eq, isNotNull } from 'drizzle-orm'
import { cards, draws, premios } from '../db/schema'
import type { AfterDrawStep } from '../draws/after-draw-step'
import { parsePlays } from '../draws/cards'
import { prepareResult } from '../draws/prizes'
import { parseResult } from '../draws/results'
import { prizeRowsFor } from './prize-rows'
import { requirePrizeTaxPercent } from './tax'

// Prizes' part of the draw run (draws/after-draw.ts), inside the draw's transaction: every sold
// card of the closed draw is checked against the stored result and each prize is recorded for
// the card's owner. Only sold cards are read (a pool has 3,000 cards, a week sells far fewer).

export const recordPrizes: AfterDrawStep = async (tx, closedDrawId) => {
  const [draw] = await tx
    .select({ resultado: draws.resultado })
    .from(draws)
    .where(eq(draws.id, closedDrawId))
  if (!draw?.resultado) return
  const sold = await tx
    .select({ id: cards.id, numero: cards.numero, jugadas: cards.jugadas, userId: cards.userId })
    .from(cards)
    .where(and(eq(cards.sorteoId, closedDrawId), isNotNull(cards.userId)))
  if (sold.length === 0) return
  const rows = prizeRowsFor(
    prepareResult(parseResult(draw.resultado)),
    closedDrawId,
    sold.map((card) => ({ ...card, plays: parsePlays(card.jugadas) })),
    requirePrizeTaxPercent(),
    new Date(),
  )
  // A prize already recorded (a retried run) is left as it is.
  if (rows.length > 0) await tx.insert(premios).values(rows).onConflictDoNothing()
}
