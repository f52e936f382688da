import { drawBalls, drawUntilComplete } from './balls'
import type { PoolCard } from './cards'
import { BALLS_PER_EXTRACTION, type NormalPlay, type Pots, type Prize } from './plays'
import { sample, type Random } from './random'
import { buildResult, type AzarAward, type PlayResult } from './results'

// One draw, start to end, without a database: the extractions of every play, the Azar card
// numbers, and the result counted from the pool. The seed and the operator's run share it.

export interface Extraction {
  balls: Record<NormalPlay, number[]>
  azar: AzarAward[]
}

function extract(
  random: Random,
  pool: readonly PoolCard[],
  azarPrizes: readonly Prize[],
): Extraction {
  const balls = {
    Tradicional: drawBalls(random, BALLS_PER_EXTRACTION),
    Revancha: drawBalls(random, BALLS_PER_EXTRACTION),
    'Siempre Sale': drawUntilComplete(
      random,
      pool.map((card) => card.plays['Siempre Sale']),
    ),
  }
  return { balls, azar: drawAzar(random, pool, azarPrizes) }
}

/** Azar: card numbers of the pool drawn for its prizes, in order. */
export function drawAzar(
  random: Random,
  pool: readonly PoolCard[],
  azarPrizes: readonly Prize[],
): AzarAward[] {
  const numbers = sample(
    random,
    pool.map((card) => card.numero),
    azarPrizes.length,
  )
  return numbers.map((numero, i) => ({ numero, premio: azarPrizes[i]! }))
}

/**
 * `forcedAzar` replaces the Azar awards drawn (the balls stay random): the operator's demo and
 * test aid, so that a known card wins a known prize. `extraction` is one already made (the live
 * draw calls its balls one at a time before closing the draw).
 */
export function runDraw(
  random: Random,
  pool: readonly PoolCard[],
  pots: Pots,
  azarPrizes: readonly Prize[],
  forcedAzar?: readonly AzarAward[],
  extraction?: Extraction,
): PlayResult[] {
  const { balls, azar } = extraction ?? extract(random, pool, azarPrizes)
  return buildResult(pool, balls, pots, forcedAzar ?? azar)
}
