import { BALL_COUNT, BALLS_PER_EXTRACTION, NORMAL_PLAYS, type NormalPlay } from '../draws/plays'
import { pick, type Random } from '../draws/random'

// Which play calls the next ball, and which ball: the live draw calls them one at a time, in the
// order of the result (Tradicional's 30, Revancha's 30, then Siempre Sale until a card completes
// its 15 numbers), each drawn at call time from the balls still in that play's drum.

export type CalledBalls = Record<NormalPlay, number[]>

export const noBallsCalled = (): CalledBalls => ({
  Tradicional: [],
  Revancha: [],
  'Siempre Sale': [],
})

/** True once some card has every Siempre Sale number among the balls called. */
export function siempreSaleComplete(
  called: readonly number[],
  plays: readonly (readonly number[])[],
): boolean {
  const drawn = new Set(called)
  return plays.some((numbers) => numbers.every((n) => drawn.has(n)))
}

/** The play that calls next, or undefined when every play is complete. */
export function nextPlay(
  called: CalledBalls,
  siempreSalePlays: readonly (readonly number[])[],
): NormalPlay | undefined {
  for (const play of NORMAL_PLAYS) {
    const balls = called[play]
    if (balls.length >= BALL_COUNT) continue
    if (play !== 'Siempre Sale') {
      if (balls.length < BALLS_PER_EXTRACTION) return play
      continue
    }
    if (!siempreSaleComplete(balls, siempreSalePlays)) return play
  }
  return undefined
}

/** One ball of those not yet called in the play. */
export function nextBall(random: Random, calledInPlay: readonly number[]): number {
  const out = new Set(calledInPlay)
  const drum = Array.from({ length: BALL_COUNT }, (_, i) => i + 1).filter((n) => !out.has(n))
  return pick(random, drum)
}
