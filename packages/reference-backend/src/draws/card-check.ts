import { formatPrize } from '@loteria/contract/format'
import { PLAY_SLUGS, type Prize } from './plays'
import type { CardPrize } from './prizes'

// ticket/consulta's items (docs/product.md §3, card check response): one per prize of the card.

export interface CardCheckItem {
  orden: number
  primerMensaje: string
  nroCarton: string
  segundoMensaje: string
  /** Stable for a card and play: the prizes work can key its claims on it. */
  premioId: string
}

export const prizeText = (premio: Prize): string => formatPrize(premio)

export function cardCheckItems(
  drawId: number,
  numero: string,
  prizes: readonly CardPrize[],
): CardCheckItem[] {
  return prizes.map((prize, index) => ({
    orden: index + 1,
    primerMensaje: `El cartón N° ${numero}`,
    nroCarton: numero,
    segundoMensaje:
      prize.aciertos === null
        ? `ganó ${prizeText(prize.premio)} en la jugada ${prize.jugada}.`
        : `ganó ${prizeText(prize.premio)} en la jugada ${prize.jugada} con ${prize.aciertos} aciertos.`,
    premioId: `${drawId}-${numero}-${PLAY_SLUGS[prize.jugada]}`,
  }))
}
