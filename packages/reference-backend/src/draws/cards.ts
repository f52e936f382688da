import { z } from 'zod'
import { drawBalls } from './balls'
import { formatBalls, formatCardNumber, parseBalls } from './numbers'
import { AZAR, isNormalPlay, NORMAL_PLAYS, NUMBERS_PER_PLAY, type NormalPlay } from './plays'
import type { Random } from './random'

// A draw's card pool: six-digit numbers, unique in the draw, each card with 15 distinct numbers
// for every play that has numbers. Stored as the contract's `jugadas` JSON string.

export interface PoolCard {
  numero: string
  plays: Record<NormalPlay, number[]>
}

/** Card numbers are spread over a range this many times the pool, so they do not look sequential. */
const NUMBER_SPREAD = 20

const sortedPlay = (random: Random) => drawBalls(random, NUMBERS_PER_PLAY).sort((a, b) => a - b)

const samePlay = (a: readonly number[], b: readonly number[]) => a.every((n, i) => n === b[i])

/** The pool's card numbers, drawn first from the pool's stream (so generatePool's are these). */
export function poolCardNumbers(random: Random, size: number): number[] {
  const numbers = new Set<number>()
  while (numbers.size < size) numbers.add(1 + random(size * NUMBER_SPREAD))
  return [...numbers].sort((a, b) => a - b)
}

export function generatePool(random: Random, size: number): PoolCard[] {
  return poolCardNumbers(random, size).map((value) => {
    const tradicional = sortedPlay(random)
    let revancha = sortedPlay(random)
    // The reglamento: Revancha is a combination other than the card's Tradicional.
    while (samePlay(revancha, tradicional)) revancha = sortedPlay(random)
    return {
      numero: formatCardNumber(value),
      plays: { Tradicional: tradicional, Revancha: revancha, 'Siempre Sale': sortedPlay(random) },
    }
  })
}

const storedPlaysSchema = z.array(
  z.object({ nombre: z.string(), azar: z.boolean(), numeros: z.string() }),
)

/** `[{ nombre, azar, numeros: '01,05,…' }]`; Azar has no numbers. */
export function serializePlays(plays: Record<NormalPlay, number[]>): string {
  return JSON.stringify([
    ...NORMAL_PLAYS.map((nombre) => ({ nombre, azar: false, numeros: formatBalls(plays[nombre]) })),
    { nombre: AZAR, azar: true, numeros: '' },
  ])
}

export function parsePlays(jugadas: string): Record<NormalPlay, number[]> {
  const stored = storedPlaysSchema.parse(JSON.parse(jugadas))
  const plays: Record<NormalPlay, number[]> = { Tradicional: [], Revancha: [], 'Siempre Sale': [] }
  for (const play of stored) {
    if (!play.azar && isNormalPlay(play.nombre)) plays[play.nombre] = parseBalls(play.numeros)
  }
  return plays
}
