import { FREE_CARD_PRIZE } from '../draws/azar-prizes'
import type { PoolCard } from '../draws/cards'
import { cardPrizes, type CardPrize, type PreparedResult } from '../draws/prizes'
import type { premios } from '../db/schema'
import { PRIZE_PENDING } from './prize-states'
import { taxOf } from './tax'

// The prize rows a draw's result gives its sold cards, without a database: one row per prize of
// each card that has an owner, the tax taken from cash prizes only.

export type NewPrizeRow = typeof premios.$inferInsert

export interface OwnedCard extends PoolCard {
  id: number
  /** Null while unsold: such a card wins nothing for anyone. */
  userId: number | null
}

function prizeRow(
  card: { id: number; numero: string; userId: number },
  sorteoId: number,
  prize: CardPrize,
  orden: number,
  taxPercent: number,
  now: Date,
): NewPrizeRow {
  const { premio } = prize
  const cash = typeof premio === 'number'
  const amounts = cash ? taxOf(premio, taxPercent) : { descuentoFiscal: 0, total: 0 }
  return {
    userId: card.userId,
    sorteoId,
    cardId: card.id,
    numeroCarton: card.numero,
    jugada: prize.jugada,
    orden,
    aciertos: prize.aciertos,
    premio: cash ? premio : null,
    premioTexto: cash ? null : premio,
    ...amounts,
    estado: PRIZE_PENDING,
    canjear: premio === FREE_CARD_PRIZE,
    creadoEn: now,
  }
}

export function prizeRowsFor(
  result: PreparedResult,
  sorteoId: number,
  cards: readonly OwnedCard[],
  taxPercent: number,
  now: Date,
): NewPrizeRow[] {
  const rows: NewPrizeRow[] = []
  for (const card of cards) {
    const { userId } = card
    if (userId === null) continue
    // Numbered per play: Azar can give one card two prizes.
    const perPlay = new Map<string, number>()
    for (const prize of cardPrizes(result, card)) {
      const orden = perPlay.get(prize.jugada) ?? 0
      perPlay.set(prize.jugada, orden + 1)
      rows.push(prizeRow({ ...card, userId }, sorteoId, prize, orden, taxPercent, now))
    }
  }
  return rows
}
