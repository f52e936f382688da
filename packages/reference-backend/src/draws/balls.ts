import { BALL_COUNT } from './plays'
import { sample, type Random } from './random'

// Extractions: a fixed number of balls (Tradicional, Revancha), or one ball at a time until a
// play is complete (Siempre Sale). Balls are returned in the order drawn.

const DRUM: readonly number[] = Array.from({ length: BALL_COUNT }, (_, i) => i + 1)

export function drawBalls(random: Random, count: number): number[] {
  return sample(random, DRUM, count)
}

/**
 * Siempre Sale: draws until at least one of `plays` has every number drawn, and stops at that ball,
 * so every play complete at the end was completed by the last ball (the reglamento's winners).
 * Without plays the whole drum is drawn.
 */
export function drawUntilComplete(random: Random, plays: readonly (readonly number[])[]): number[] {
  const holders = new Map<number, number[]>()
  plays.forEach((numbers, index) => {
    for (const n of numbers) {
      const list = holders.get(n)
      if (list) list.push(index)
      else holders.set(n, [index])
    }
  })
  const missing = plays.map((numbers) => numbers.length)
  const drawn: number[] = []
  // The whole drum in a random order is the same as drawing one ball at a time.
  for (const ball of drawBalls(random, BALL_COUNT)) {
    drawn.push(ball)
    let complete = false
    for (const index of holders.get(ball) ?? []) {
      const left = (missing[index] ?? 0) - 1
      missing[index] = left
      if (left === 0) complete = true
    }
    if (complete) break
  }
  return drawn
}
