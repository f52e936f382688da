import { randomInt } from 'node:crypto'

// Where the draws' randomness comes from. A real draw uses node:crypto; the demo data uses a
// seeded generator, so that every fresh database holds the same draws for the same dates.

/** An integer in [0, maxExclusive). */
export type Random = (maxExclusive: number) => number

export const cryptoRandom: Random = (maxExclusive) => randomInt(maxExclusive)

/** mulberry32: small, fast and good enough for demo data (never for a real draw). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  return (maxExclusive) => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * maxExclusive)
  }
}

/** `count` distinct items of `items` in the order drawn (a partial Fisher–Yates shuffle). */
export function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items]
  const size = Math.min(count, pool.length)
  for (let i = 0; i < size; i++) {
    const j = i + random(pool.length - i)
    ;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
  }
  return pool.slice(0, size)
}

/** One item of a non-empty list. */
export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[random(items.length)]
  if (item === undefined) throw new Error('pick: empty list')
  return item
}
