import { jackpotOf } from '@/lib/draws/jackpot'
import { cardsOfDraw, prizesWaiting } from '@/lib/home/personal'
import { salesCloseOf } from '@loteria/contract'
import { timeLeft } from '@/lib/draws/time-left'
import type { MyCardsGroup, PlayResult, PrizeGroup } from '@loteria/contract'

// Issue 26 (docs/history.md): the home had no jackpot and no countdown; the personal home's
// figures.

const tradicional = (winners: number): PlayResult => ({
  azar: false,
  nombreJugada: 'Tradicional',
  cantidadGanadores: winners,
  bolillas: [],
  premios: [
    { aciertos: 13, nroGanadores: 40, premio: 150_000 },
    { aciertos: 15, nroGanadores: winners, premio: 3_060_000_000 },
    { aciertos: 14, nroGanadores: 2, premio: 2_000_000 },
  ],
})

describe('home jackpot', () => {
  it('is the top prize of Tradicional, carried over when nobody won it', () => {
    const azar: PlayResult = { azar: true, nombreJugada: 'Azar', cantidadGanadores: 1, premios: [] }
    expect(jackpotOf([azar, tradicional(0)])).toEqual({
      jugada: 'Tradicional',
      monto: 3_060_000_000,
      acumulado: true,
    })
    expect(jackpotOf([tradicional(1)])?.acumulado).toBe(false)
  })

  it('is absent without a play with numbers', () => {
    expect(jackpotOf([])).toBeNull()
  })
})

describe('sales close', () => {
  it('closes at 18:00 in Asunción on the draw day', () => {
    // Sunday 29/11/2026 20:00 in Asunción (UTC−3) is 23:00 UTC.
    expect(salesCloseOf({ fecha: '2026-11-29T23:00:00.000Z' }).toISOString()).toBe(
      '2026-11-29T21:00:00.000Z',
    )
  })

  it('counts days, hours, minutes and seconds, never below zero', () => {
    const day = 86_400_000
    expect(timeLeft(2 * day + 3_723_000, 0)).toEqual({ dias: 2, horas: 1, minutos: 2, segundos: 3 })
    expect(timeLeft(0, 5_000)).toEqual({ dias: 0, horas: 0, minutos: 0, segundos: 0 })
  })
})

describe('personal home', () => {
  it("keeps the open draw's cards only", () => {
    const groups = [
      { fechaSorteo: 'a', sorteoId: 1300, numeroCarton: [{ id: 1, numero: '001234' }] },
      { fechaSorteo: 'b', sorteoId: 1299, numeroCarton: [{ id: 2, numero: '004321' }] },
    ] as MyCardsGroup[]
    expect(cardsOfDraw(groups, 1300)).toEqual(['001234'])
  })

  it('adds up the prizes not yet asked for', () => {
    const groups = [
      {
        premios: [
          { estado: 'PENDIENTE', total: 150_000 },
          { estado: 'COBRO_SOLICITADO', total: 2_000_000 },
          { estado: 'PENDIENTE', total: 1_700_000 },
        ],
      },
    ] as unknown as PrizeGroup[]
    expect(prizesWaiting(groups)).toEqual({ cantidad: 2, total: 1_850_000 })
  })
})
