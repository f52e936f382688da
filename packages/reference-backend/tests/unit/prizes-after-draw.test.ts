/** @jest-environment node */
import { azarPrizesFor, FREE_CARD_PRIZE, FREE_CARDS_PER_DRAW } from '../../src/draws/azar-prizes'
import type { PoolCard } from '../../src/draws/cards'
import { runDraw } from '../../src/draws/draw'
import { prepareResult } from '../../src/draws/prizes'
import { seededRandom } from '../../src/draws/random'
import { buildResult } from '../../src/draws/results'
import { prizeRowsFor, type OwnedCard } from '../../src/prizes/prize-rows'

// The after-draw step's work without a database: the prizes of a small pool's sold cards, one row
// per prize for the card's owner, the tax taken from cash only; and the free cards of Azar.

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i)
const now = new Date('2026-11-22T21:00:00-03:00')
const pots = { tradicional: 1_500_000_000, revancha: 350_000_000, siempreSale: 250_000_000 }
/** Tradicional and Revancha: balls 1–30 drawn; Siempre Sale: balls 1–15. */
const balls = { Tradicional: range(1, 30), Revancha: range(1, 30), 'Siempre Sale': range(1, 15) }

function card(id: number, userId: number | null, tradicional: number[]): OwnedCard {
  return {
    id,
    numero: String(id).padStart(6, '0'),
    userId,
    // Revancha and Siempre Sale far from the drawn balls: they win nothing.
    plays: { Tradicional: tradicional, Revancha: range(46, 15), 'Siempre Sale': range(46, 15) },
  }
}

const fourteen = [...range(1, 14), 60]
const thirteen = [...range(1, 13), 59, 60]
const nothing = range(31, 15)

const pool: OwnedCard[] = [
  card(1, 7, fourteen), // sold: Tradicional 14 hits
  card(2, null, fourteen), // unsold: the same prize, for no one
  card(3, 8, thirteen), // sold: 13 hits and an Azar good
  card(4, 7, nothing), // sold: a free card
  card(5, 8, nothing), // sold: two Azar prizes (forced), nothing else
  card(6, 9, nothing), // sold: wins nothing
]

const result = prepareResult(
  buildResult(pool, balls, pots, [
    { numero: '000002', premio: 5_000_000 },
    { numero: '000003', premio: 'Moto 0 km' },
    { numero: '000004', premio: FREE_CARD_PRIZE },
    { numero: '000005', premio: 3_000_000 },
    { numero: '000005', premio: 'Notebook' },
  ]),
)

describe('recording a draw’s prizes', () => {
  const rows = prizeRowsFor(result, 1288, pool, 10, now)

  it('records the prizes of sold cards only, for their owners', () => {
    expect(rows.map((row) => [row.numeroCarton, row.userId, row.jugada])).toEqual([
      ['000001', 7, 'Tradicional'],
      ['000003', 8, 'Tradicional'],
      ['000003', 8, 'Azar'],
      ['000004', 7, 'Azar'],
      ['000005', 8, 'Azar'],
      ['000005', 8, 'Azar'],
    ])
    expect(rows.some((row) => row.cardId === 2)).toBe(false)
  })

  it('takes the tax from cash prizes only; goods and the free card carry no amounts', () => {
    const [tradicional14, tradicional13, moto, free, cash, notebook] = rows
    expect(tradicional14).toMatchObject({
      sorteoId: 1288,
      cardId: 1,
      aciertos: 14,
      premio: 2_000_000,
      premioTexto: null,
      descuentoFiscal: 200_000,
      total: 1_800_000,
      estado: 'PENDIENTE',
      canjear: false,
      creadoEn: now,
    })
    expect(tradicional13).toMatchObject({
      premio: 150_000,
      descuentoFiscal: 15_000,
      total: 135_000,
    })
    expect(moto).toMatchObject({
      aciertos: null,
      premio: null,
      premioTexto: 'Moto 0 km',
      descuentoFiscal: 0,
      total: 0,
      canjear: false,
    })
    expect(free).toMatchObject({
      premio: null,
      premioTexto: 'Cartón gratis',
      descuentoFiscal: 0,
      total: 0,
      canjear: true,
    })
    expect(cash).toMatchObject({ premio: 3_000_000, descuentoFiscal: 300_000, total: 2_700_000 })
    expect(notebook).toMatchObject({ premioTexto: 'Notebook', total: 0 })
  })

  it('numbers each card’s prizes per play, so a rerun cannot record one twice', () => {
    expect(rows.map((row) => `${row.cardId}/${row.jugada}/${row.orden}`)).toEqual([
      '1/Tradicional/0',
      '3/Tradicional/0',
      '3/Azar/0',
      '4/Azar/0',
      '5/Azar/0',
      '5/Azar/1',
    ])
    expect(prizeRowsFor(result, 1288, pool, 10, now)).toEqual(rows)
  })

  it('uses the tax percent it is given', () => {
    const untaxed = prizeRowsFor(result, 1288, pool, 0, now)
    expect(untaxed[0]).toMatchObject({ premio: 2_000_000, descuentoFiscal: 0, total: 2_000_000 })
  })

  it('records nothing when no card was sold', () => {
    const unsold = pool.map((c) => ({ ...c, userId: null }))
    expect(prizeRowsFor(result, 1288, unsold, 10, now)).toEqual([])
  })
})

describe('Azar’s free cards', () => {
  it('every draw offers its prizes and then ten free cards', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const prizes = azarPrizesFor(seededRandom(seed))
      const free = prizes.filter((prize) => prize === FREE_CARD_PRIZE)
      expect(free).toHaveLength(FREE_CARDS_PER_DRAW)
      expect(FREE_CARDS_PER_DRAW).toBe(10)
      expect(prizes.slice(-10)).toEqual(free)
      expect(prizes.length - 10).toBeGreaterThanOrEqual(4)
      expect(prizes.length - 10).toBeLessThanOrEqual(5)
    }
  })

  it('groups the free cards into one prize of the result', () => {
    const big: PoolCard[] = range(1, 40).map((n) => card(n, null, nothing))
    const drawn = runDraw(seededRandom(3), big, pots, azarPrizesFor(seededRandom(4)))
    const azar = drawn[3]
    if (!azar?.azar) throw new Error('no Azar')
    const free = azar.premios.filter((p) => p.premio === FREE_CARD_PRIZE)
    expect(free).toHaveLength(1)
    expect(free[0]!.cartones.split(',')).toHaveLength(10)
  })

  it('forced awards replace the drawn ones; the balls stay drawn', () => {
    const big: PoolCard[] = range(1, 40).map((n) => card(n, null, nothing))
    const forced = [{ numero: '000007', premio: 150_000 }]
    const drawn = runDraw(seededRandom(3), big, pots, azarPrizesFor(seededRandom(4)), forced)
    const same = runDraw(seededRandom(3), big, pots, azarPrizesFor(seededRandom(4)))
    expect(drawn[3]).toMatchObject({
      cantidadGanadores: 1,
      premios: [{ premio: 150_000, cartones: '000007' }],
    })
    expect(drawn.slice(0, 3)).toEqual(same.slice(0, 3))
  })
})
