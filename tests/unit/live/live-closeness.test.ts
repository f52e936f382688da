import { byCloseness, cardProgress, isHit } from '@/lib/live/closeness'
import { playSequence } from '@/lib/live/sequence'
import type { LiveCard, LivePlay } from '@/lib/live/types'
import { amountInText, netPrize } from '@/lib/prizes/net'
import { claimHref, winSummary } from '@/lib/prizes/win-summary'

const range = (from: number) => Array.from({ length: 15 }, (_, i) => from + i)
const card = (id: number, tradicional: number[], revancha: number[]): LiveCard => ({
  id,
  numero: String(id).padStart(6, '0'),
  jugadas: [
    { nombre: 'Tradicional', numeros: tradicional },
    { nombre: 'Revancha', numeros: revancha },
  ],
  premios: null,
})

describe('Mi jugada: how close each card is', () => {
  const called: LivePlay[] = [
    { nombreJugada: 'Tradicional', bolillas: range(1).slice(0, 13) },
    { nombreJugada: 'Revancha', bolillas: [40, 41] },
  ]

  it('counts a card by its best play: "te faltan 2" when 13 of 15 are out', () => {
    const progress = cardProgress(card(1, range(1), range(40)), called, new Set())
    expect(progress.jugadas.map((p) => p.aciertos)).toEqual([13, 2])
    expect(progress.mejor).toEqual({ nombre: 'Tradicional', aciertos: 13, faltan: 2 })
  })

  it('sorts the cards closest first', () => {
    const far = card(1, range(30), range(45))
    const near = card(2, range(1), range(30))
    const middle = card(3, range(30), range(40))
    expect(byCloseness([far, near, middle], called, new Set()).map((p) => p.card.id)).toEqual([
      2, 3, 1,
    ])
  })

  it('never counts what is missing in a play that has ended', () => {
    // Tradicional's 13 hits are closer than Revancha's 2, but Revancha is being called now.
    const { terminadas } = playSequence(called, { jugada: 'Revancha' })
    const progress = cardProgress(card(1, range(1), range(40)), called, terminadas)
    expect(progress.mejor).toEqual({ nombre: 'Revancha', aciertos: 2, faltan: 13 })
    // Every play over: nothing to say "te faltan" about.
    expect(
      cardProgress(card(1, range(1), range(40)), called, new Set(['Tradicional', 'Revancha']))
        .mejor,
    ).toBeNull()
  })

  it('calls a ball a hit only when it is on a card in that play', () => {
    const cards = [card(1, range(1), range(40))]
    expect(isHit(cards, { jugada: 'Tradicional', bolilla: 3 })).toBe(true)
    expect(isHit(cards, { jugada: 'Revancha', bolilla: 3 })).toBe(false)
    expect(isHit(cards, null)).toBe(false)
  })
})

describe('the live draw: which play is being called', () => {
  const plays = (...counts: number[]): LivePlay[] =>
    ['Tradicional', 'Revancha', 'Siempre Sale'].map((nombreJugada, i) => ({
      nombreJugada,
      bolillas: range(1).slice(0, counts[i] ?? 0),
    }))

  it('is the first play before any ball, with none over', () => {
    const sequence = playSequence(plays(0, 0, 0), null)
    expect(sequence.actual).toBe('Tradicional')
    expect([...sequence.terminadas]).toEqual([])
  })

  it("is the newest ball's play; those before it are over", () => {
    const sequence = playSequence(plays(15, 15, 2), { jugada: 'Siempre Sale' })
    expect(sequence.actual).toBe('Siempre Sale')
    expect([...sequence.terminadas]).toEqual(['Tradicional', 'Revancha'])
  })

  it('is the last play with balls in a state read without its newest ball', () => {
    const sequence = playSequence(plays(15, 3, 0), null)
    expect(sequence.actual).toBe('Revancha')
    expect([...sequence.terminadas]).toEqual(['Tradicional'])
  })
})

describe('the win moment: the net amount', () => {
  it('withholds the tax as the claims do, rounded to the guaraní', () => {
    expect(netPrize(30_000_000, 10)).toEqual({
      bruto: 30_000_000,
      retencion: 3_000_000,
      neto: 27_000_000,
    })
    expect(netPrize(150_001, 12.5).retencion).toBe(18_750)
  })

  it("reads the cash amount of a card check's message, none for a good", () => {
    expect(amountInText('ganó Gs. 30.000.000 en la jugada Azar.')).toBe(30_000_000)
    expect(amountInText('ganó Moto 0 km en la jugada Azar.')).toBeNull()
  })

  it("sums a draw's prizes of the player with the backend's amounts and leads to Cobrar", () => {
    const prize = (id: number, numeroCarton: string, premio: number | string, total: number) => ({
      id,
      numeroCarton,
      premio,
      descuentoFiscal: typeof premio === 'number' ? premio - total : 0,
      total,
      fechaSorteoMostrar: '',
      estado: 'PENDIENTE' as const,
      canjear: typeof premio === 'string',
      solicitud: null,
    })
    const groups = [
      {
        fechaSorteo: '2026-11-29',
        idSorteo: 1291,
        identificadorSorteo: 'Sorteo N° 1291',
        totalEnMiles: 0,
        premios: [
          prize(5, '000777', 'Cartón gratis', 0),
          prize(6, '011599', 30_000_000, 27_000_000),
        ],
      },
    ]
    const win = winSummary(groups, 1291)
    expect(win).toMatchObject({ bruto: 30_000_000, retencion: 3_000_000, neto: 27_000_000 })
    expect(claimHref(win!)).toBe('/mi-cuenta/mis-premios?cobrar=6')
    expect(winSummary(groups, 1291, '11599')?.premios.map((p) => p.id)).toEqual([6])
    expect(winSummary(groups, 1291, '123456')).toBeNull()
    expect(winSummary(groups, 1290)).toBeNull()
  })
})
