/** @jest-environment node */
import { cardCheckItems } from '../../src/draws/card-check'
import { generatePool, type PoolCard } from '../../src/draws/cards'
import { runDraw } from '../../src/draws/draw'
import { BASE_POTS, CARRY_OVER } from '../../src/draws/plays'
import { nextPots } from '../../src/draws/pots'
import { cardPrizes, prepareResult, winningCards } from '../../src/draws/prizes'
import { seededRandom } from '../../src/draws/random'
import {
  buildResult,
  parseResult,
  type NormalPlayResult,
  type PlayResult,
} from '../../src/draws/results'

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i)

/** A card with the same numbers in Tradicional and Revancha, and its own Siempre Sale. */
const card = (numero: string, numbers: number[], siempreSale = range(1, 15)): PoolCard => ({
  numero,
  plays: { Tradicional: numbers, Revancha: numbers, 'Siempre Sale': siempreSale },
})

const pots = { tradicional: 1_500_000_000, revancha: 350_000_000, siempreSale: 250_000_000 }

function play(result: PlayResult[], name: string): NormalPlayResult {
  const found = result.find((p) => p.nombreJugada === name)
  if (!found || found.azar) throw new Error(`no play ${name}`)
  return found
}

describe('result building', () => {
  // Tradicional draws 01–30 and Revancha 31–60; Siempre Sale stops at 46, completing two plays.
  const balls = {
    Tradicional: range(1, 30),
    Revancha: range(31, 30),
    'Siempre Sale': range(31, 16),
  }
  const lastBall = [...range(31, 14), 46]
  const pool = [
    card('000001', range(1, 15), lastBall), // Tradicional 15, Siempre Sale 15
    card('000002', [...range(1, 14), 60]), // Tradicional 14
    card('000003', [...range(1, 13), 59, 60]), // Tradicional 13
    card('000004', [...range(2, 12), 58, 59, 60]), // Tradicional 12, Revancha 3: nothing
    card('000005', range(46, 15), range(32, 15)), // Revancha 15, Siempre Sale 15
  ]
  const result = buildResult(pool, balls, pots, [
    { numero: '000004', premio: 'Moto 0 km' },
    { numero: '000002', premio: 5_000_000 },
    { numero: '000003', premio: 5_000_000 },
  ])

  it('has one item per play, in the card’s order, balls in draw order', () => {
    expect(result.map((p) => p.nombreJugada)).toEqual([
      'Tradicional',
      'Revancha',
      'Siempre Sale',
      'Azar',
    ])
    expect(play(result, 'Tradicional').bolillas).toBe(
      range(1, 30)
        .map((n) => String(n).padStart(2, '0'))
        .join(','),
    )
  })

  it('counts the winners of every prize level from the cards', () => {
    expect(play(result, 'Tradicional')).toEqual({
      azar: false,
      nombreJugada: 'Tradicional',
      cantidadGanadores: 3,
      bolillas: expect.any(String),
      premios: [
        { aciertos: 15, nroGanadores: 1, premio: 1_500_000_000 },
        { aciertos: 14, nroGanadores: 1, premio: 2_000_000 },
        { aciertos: 13, nroGanadores: 1, premio: 150_000 },
      ],
    })
    expect(play(result, 'Revancha').premios).toEqual([
      { aciertos: 15, nroGanadores: 1, premio: 350_000_000 },
    ])
  })

  it('shows what one winner would take of a pot nobody won', () => {
    const nobody = buildResult([pool[3]!], balls, pots, [])
    expect(play(nobody, 'Tradicional').premios[0]).toEqual({
      aciertos: 15,
      nroGanadores: 0,
      premio: 1_500_000_000,
    })
    expect(play(nobody, 'Tradicional').cantidadGanadores).toBe(0)
  })

  it('splits a pot among its winners in whole thousands', () => {
    expect(play(result, 'Siempre Sale').premios).toEqual([
      { aciertos: 15, nroGanadores: 2, premio: 125_000_000 },
    ])
    const three = buildResult(
      ['1', '2', '3'].map((numero) => card(numero, range(1, 15), lastBall)),
      balls,
      pots,
      [],
    )
    expect(play(three, 'Siempre Sale').premios[0]!.premio).toBe(83_333_000)
  })

  it('groups equal Azar prizes and lists their cards', () => {
    expect(result[3]).toEqual({
      azar: true,
      nombreJugada: 'Azar',
      cantidadGanadores: 3,
      bolillas: '',
      premios: [
        { premio: 'Moto 0 km', cartones: '000004' },
        { premio: 5_000_000, cartones: '000002,000003' },
      ],
    })
  })

  it('round-trips through the stored JSON string', () => {
    expect(parseResult(JSON.stringify(result))).toEqual(result)
  })

  it('gives each card its prizes, read back from the result', () => {
    const prepared = prepareResult(result)
    expect(cardPrizes(prepared, pool[1]!)).toEqual([
      { jugada: 'Tradicional', aciertos: 14, premio: 2_000_000 },
      { jugada: 'Azar', aciertos: null, premio: 5_000_000 },
    ])
    expect(cardPrizes(prepared, pool[3]!)).toEqual([
      { jugada: 'Azar', aciertos: null, premio: 'Moto 0 km' },
    ])
    expect(cardPrizes(prepared, pool[4]!)).toEqual([
      { jugada: 'Revancha', aciertos: 15, premio: 350_000_000 },
      { jugada: 'Siempre Sale', aciertos: 15, premio: 125_000_000 },
    ])
    expect(cardPrizes(prepared, card('999999', [...range(1, 6), ...range(31, 9)]))).toEqual([])
  })
})

describe('a whole draw', () => {
  it.each([1275, 1280, 1286, 1300])(
    'draw %i: every count in the result is what the cards hit',
    (numero) => {
      const pool = generatePool(seededRandom(numero), 3000)
      const result = runDraw(seededRandom(numero * 7), pool, BASE_POTS, [
        'Moto 0 km',
        5_000_000,
        5_000_000,
      ])
      const winners = winningCards(result, pool)
      for (const entry of result) {
        const mine = winners.filter((w) => w.jugada === entry.nombreJugada)
        expect(mine).toHaveLength(entry.cantidadGanadores)
        if (entry.azar) continue
        for (const tier of entry.premios) {
          expect(mine.filter((w) => w.aciertos === tier.aciertos)).toHaveLength(tier.nroGanadores)
        }
      }
      expect(play(result, 'Tradicional').bolillas.split(',')).toHaveLength(30)
      expect(play(result, 'Revancha').bolillas.split(',')).toHaveLength(30)
      expect(play(result, 'Siempre Sale').cantidadGanadores).toBeGreaterThanOrEqual(1)
      expect(result[3]!.cantidadGanadores).toBe(3)
    },
  )
})

describe('pots', () => {
  const won = (aciertos15: number): PlayResult[] => [
    {
      azar: false,
      nombreJugada: 'Tradicional',
      cantidadGanadores: aciertos15,
      bolillas: '',
      premios: [{ aciertos: 15, nroGanadores: aciertos15, premio: 1 }],
    },
  ]

  it('carries Tradicional’s and Revancha’s pots over while nobody wins them', () => {
    expect(nextPots(pots, won(0))).toEqual({
      tradicional: pots.tradicional + CARRY_OVER.tradicional,
      revancha: pots.revancha + CARRY_OVER.revancha,
      siempreSale: BASE_POTS.siempreSale,
    })
  })

  it('starts a won pot again from the base amount', () => {
    expect(nextPots({ ...pots, tradicional: 2_940_000_000 }, won(1)).tradicional).toBe(
      BASE_POTS.tradicional,
    )
  })
})

describe('card check answer', () => {
  it('words every prize of the card', () => {
    expect(
      cardCheckItems(1286, '004512', [
        { jugada: 'Tradicional', aciertos: 14, premio: 1_500_000 },
        { jugada: 'Azar', aciertos: null, premio: 'Moto 0 km' },
      ]),
    ).toEqual([
      {
        orden: 1,
        primerMensaje: 'El cartón N° 004512',
        nroCarton: '004512',
        segundoMensaje: 'ganó Gs.\u00a01.500.000 en la jugada Tradicional con 14 aciertos.',
        premioId: '1286-004512-tradicional',
      },
      {
        orden: 2,
        primerMensaje: 'El cartón N° 004512',
        nroCarton: '004512',
        segundoMensaje: 'ganó Moto 0 km en la jugada Azar.',
        premioId: '1286-004512-azar',
      },
    ])
  })
})
