import type { SpendLimit } from '@loteria/contract'
import { buyingOffer, packsWithinReach } from '@/lib/responsible-play/buying-offer'

// A purchase offer as a paused player, or one at a spend limit, may take it.

const packs = [{ precio: 10_000 }, { precio: 114_000 }, { precio: 216_000 }]
const limit = (restante: number | null): SpendLimit => ({
  periodo: 'semana',
  monto: restante === null ? null : 200_000,
  gastado: 0,
  restante,
  finPeriodo: '2026-11-30T03:00:00.000Z',
  pendiente: null,
})

describe('what a purchase offer may say', () => {
  it('offers everything without a pause or a limit', () => {
    const state = { pausaHasta: null, masAjustado: null }
    expect(buyingOffer(state, packs)).toEqual({ estado: 'libre' })
    expect(packsWithinReach(packs, state)).toEqual(packs)
  })

  it('offers nothing during a pause, and says until when', () => {
    const state = { pausaHasta: '2026-11-26T15:00:00.000Z', masAjustado: null }
    expect(buyingOffer(state, packs)).toEqual({ estado: 'pausa', hasta: state.pausaHasta })
    expect(packsWithinReach(packs, state)).toEqual([])
  })

  it('offers only the packs a spend limit leaves room for', () => {
    const state = { pausaHasta: null, masAjustado: limit(150_000) }
    expect(packsWithinReach(packs, state)).toEqual([{ precio: 10_000 }, { precio: 114_000 }])
    expect(buyingOffer(state, packs)).toEqual({ estado: 'libre' })
  })

  it('says the limit is reached when it leaves less than the cheapest pack', () => {
    const state = { pausaHasta: null, masAjustado: limit(5_000) }
    expect(packsWithinReach(packs, state)).toEqual([])
    expect(buyingOffer(state, packs)).toEqual({
      estado: 'limite',
      restante: 5_000,
      periodo: 'semana',
      // When buying opens again: the limit's period ends.
      renueva: '2026-11-30T03:00:00.000Z',
    })
  })
})
