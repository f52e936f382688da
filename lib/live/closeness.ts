import type { LiveCard, LivePlay } from './types'

// How close each of the player's cards is to a full play, for "Mi jugada": a card is as close as
// its best play (the one with the most numbers out), and the cards are followed closest first.

interface PlayProgress {
  nombre: string
  aciertos: number
  /** Numbers still missing for the whole play. */
  faltan: number
}

export interface CardProgress {
  card: LiveCard
  jugadas: PlayProgress[]
  /**
   * The play with the fewest numbers missing (the first such in the card's order) among those
   * still to be called: "te faltan 2" about a play that has ended would be false.
   */
  mejor: PlayProgress | null
}

export function cardProgress(
  card: LiveCard,
  called: readonly LivePlay[],
  terminadas: ReadonlySet<string>,
): CardProgress {
  const jugadas = card.jugadas.map((play) => {
    const out = new Set(called.find((p) => p.nombreJugada === play.nombre)?.bolillas)
    const aciertos = play.numeros.filter((n) => out.has(n)).length
    return { nombre: play.nombre, aciertos, faltan: play.numeros.length - aciertos }
  })
  const mejor = jugadas
    .filter((play) => !terminadas.has(play.nombre))
    .reduce<PlayProgress | null>(
      (best, play) => (best === null || play.faltan < best.faltan ? play : best),
      null,
    )
  return { card, jugadas, mejor }
}

/** Closest first; equally close cards keep their order (by card number, as the site lists them). */
export function byCloseness(
  cards: readonly LiveCard[],
  called: readonly LivePlay[],
  terminadas: ReadonlySet<string>,
) {
  return cards
    .map((card) => cardProgress(card, called, terminadas))
    .sort((a, b) => (a.mejor?.faltan ?? Infinity) - (b.mejor?.faltan ?? Infinity))
}

/** The player's numbers in the ball just called: each of them is a hit (a short vibration). */
export function isHit(
  cards: readonly LiveCard[],
  ball: { jugada: string; bolilla: number } | null,
): boolean {
  if (!ball) return false
  return cards.some((card) =>
    card.jugadas.some((play) => play.nombre === ball.jugada && play.numeros.includes(ball.bolilla)),
  )
}
