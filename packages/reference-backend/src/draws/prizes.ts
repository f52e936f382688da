import type { PoolCard } from './cards'
import { countHits } from './hits'
import { parseBalls } from './numbers'
import type { PlayName, Prize } from './plays'
import type { PlayResult } from './results'

// What a card won in a draw, read from the stored result: the level of its hits in each play with
// numbers, and its number among the Azar prize cards.

export interface CardPrize {
  jugada: PlayName
  /** Null in Azar, which has no numbers. */
  aciertos: number | null
  premio: Prize
}

export interface WinningCard extends CardPrize {
  numero: string
}

/** A result prepared once for checking many cards (ball sets and Azar card lists built once). */
export type PreparedResult = (
  | { kind: 'numbers'; play: Extract<PlayResult, { azar: false }>; drawn: Set<number> }
  | { kind: 'azar'; prizes: { premio: Prize; cards: Set<string> }[] }
)[]

export function prepareResult(result: readonly PlayResult[]): PreparedResult {
  return result.map((play) =>
    play.azar
      ? {
          kind: 'azar',
          prizes: play.premios.map((p) => ({
            premio: p.premio,
            cards: new Set(p.cartones.split(',')),
          })),
        }
      : { kind: 'numbers', play, drawn: new Set(parseBalls(play.bolillas)) },
  )
}

export function cardPrizes(result: PreparedResult, card: PoolCard): CardPrize[] {
  const prizes: CardPrize[] = []
  for (const entry of result) {
    if (entry.kind === 'azar') {
      for (const prize of entry.prizes) {
        if (prize.cards.has(card.numero)) {
          prizes.push({ jugada: 'Azar', aciertos: null, premio: prize.premio })
        }
      }
      continue
    }
    const { play, drawn } = entry
    const hits = countHits(card.plays[play.nombreJugada], drawn)
    const tier = play.premios.find((t) => t.aciertos === hits)
    if (tier) prizes.push({ jugada: play.nombreJugada, aciertos: hits, premio: tier.premio })
  }
  return prizes
}

/** Every prize of every card of the pool, in pool order. */
export function winningCards(
  result: readonly PlayResult[],
  pool: readonly PoolCard[],
): WinningCard[] {
  const prepared = prepareResult(result)
  return pool.flatMap((card) =>
    cardPrizes(prepared, card).map((prize) => ({ numero: card.numero, ...prize })),
  )
}
