/** @jest-environment node */
import { drawBalls, drawUntilComplete } from '../../src/draws/balls'
import { generatePool, parsePlays, serializePlays } from '../../src/draws/cards'
import { countHits } from '../../src/draws/hits'
import { formatBalls, normalizeCardNumber, parseBalls } from '../../src/draws/numbers'
import { cryptoRandom, seededRandom, type Random } from '../../src/draws/random'

/** Replays fixed values, then fails: extraction code must not ask for more than it needs. */
function scripted(values: number[]): Random {
  const queue = [...values]
  return (max) => {
    const value = queue.shift()
    if (value === undefined) throw new Error('no more random values')
    return value % max
  }
}

const distinctInRange = (balls: number[]) =>
  new Set(balls).size === balls.length &&
  balls.every((b) => Number.isInteger(b) && b >= 1 && b <= 60)

describe('ball drawing', () => {
  it('draws distinct balls of 01–60, in draw order', () => {
    for (const random of [seededRandom(1), seededRandom(2), cryptoRandom]) {
      const balls = drawBalls(random, 30)
      expect(balls).toHaveLength(30)
      expect(distinctInRange(balls)).toBe(true)
    }
    expect(drawBalls(seededRandom(7), 60).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    )
  })

  it('is reproducible with a seeded source and keeps the order drawn', () => {
    expect(drawBalls(seededRandom(42), 30)).toEqual(drawBalls(seededRandom(42), 30))
    // Always the first ball left in the drum: 1, 2, 3…
    expect(drawBalls(scripted([0, 0, 0]), 3)).toEqual([1, 2, 3])
    // The last ball (60, whose slot takes ball 01), then the one before it (59).
    expect(drawBalls(scripted([59, 57]), 2)).toEqual([60, 59])
  })

  it('Siempre Sale stops at the ball that completes a play', () => {
    const plays = [
      [1, 2, 3],
      [2, 3, 4],
      [50, 51, 52],
    ]
    // Draws 1, 2, 3 (the first play is complete): stops there.
    expect(drawUntilComplete(scripted(Array(60).fill(0)), plays)).toEqual([1, 2, 3])
  })

  it('Siempre Sale always ends with at least one complete play, and none before the last ball', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const pool = generatePool(seededRandom(seed), 200)
      const plays = pool.map((card) => card.plays['Siempre Sale'])
      const balls = drawUntilComplete(seededRandom(seed * 31), plays)
      expect(distinctInRange(balls)).toBe(true)
      const before = new Set(balls.slice(0, -1))
      const all = new Set(balls)
      expect(plays.some((play) => countHits(play, all) === 15)).toBe(true)
      expect(plays.some((play) => countHits(play, before) === 15)).toBe(false)
    }
  })

  it('draws the whole drum when there are no plays', () => {
    expect(drawUntilComplete(seededRandom(3), [])).toHaveLength(60)
  })
})

describe('hit counting', () => {
  it('counts the play numbers that were drawn', () => {
    const drawn = new Set([3, 11, 17, 25, 60])
    expect(countHits([1, 3, 11, 60], drawn)).toBe(3)
    expect(countHits([2, 4], drawn)).toBe(0)
    expect(countHits([], drawn)).toBe(0)
  })
})

describe('card pools', () => {
  const pool = generatePool(seededRandom(1287), 3000)

  it('has unique six-digit numbers and 15 distinct numbers of 01–60 in every play', () => {
    expect(pool).toHaveLength(3000)
    expect(new Set(pool.map((card) => card.numero)).size).toBe(3000)
    for (const card of pool) {
      expect(card.numero).toMatch(/^\d{6}$/)
      for (const numbers of Object.values(card.plays)) {
        expect(numbers).toHaveLength(15)
        expect(distinctInRange(numbers)).toBe(true)
      }
      expect(card.plays.Revancha).not.toEqual(card.plays.Tradicional)
    }
  })

  it('is the same for the same seed', () => {
    expect(generatePool(seededRandom(1287), 50)).toEqual(generatePool(seededRandom(1287), 50))
  })

  it('stores the plays as the contract’s jugadas JSON, Azar without numbers', () => {
    const card = pool[0]!
    const jugadas = serializePlays(card.plays)
    const stored = JSON.parse(jugadas) as { nombre: string; azar: boolean; numeros: string }[]
    expect(stored.map((play) => play.nombre)).toEqual([
      'Tradicional',
      'Revancha',
      'Siempre Sale',
      'Azar',
    ])
    expect(stored[0]!.numeros).toMatch(/^\d{2}(,\d{2}){14}$/)
    expect(stored[3]).toEqual({ nombre: 'Azar', azar: true, numeros: '' })
    expect(parsePlays(jugadas)).toEqual(card.plays)
  })
})

describe('numbers in the contract', () => {
  it('formats and parses balls with two digits, in order', () => {
    expect(formatBalls([3, 11, 60, 7])).toBe('03,11,60,07')
    expect(parseBalls('03,11,60,07')).toEqual([3, 11, 60, 7])
    expect(parseBalls('')).toEqual([])
  })

  it.each([
    ['4512', '004512'],
    ['004512', '004512'],
    ['0004512', '004512'],
    ['0', '000000'],
    ['1234567', undefined],
  ])('card number %s is %s', (input, stored) => {
    expect(normalizeCardNumber(input)).toBe(stored)
  })
})
