import { byBestValue, packsInOrder, pricePerDraw } from '@/lib/buying/pack-value'

// The packs of docs/product.md §9, as the seed sells them.
const PACKS = [
  { id: 1, nombre: 'Cartón de la semana', sorteos: 1, precio: 10_000, ahorro: 15 },
  { id: 2, nombre: 'PACK 12 SORTEOS', sorteos: 12, precio: 114_000, ahorro: 5 },
  { id: 3, nombre: 'PACK 24 SORTEOS', sorteos: 24, precio: 216_000, ahorro: 10 },
  { id: 4, nombre: 'PACK 48 SORTEOS', sorteos: 48, precio: 408_000, ahorro: 15 },
  { id: 5, nombre: 'PACK 17 SORTEOS', sorteos: 17, precio: 98_000, ahorro: 40 },
]

describe('pack value', () => {
  it('gives the price of one draw of a pack', () => {
    expect(pricePerDraw({ sorteos: 12, precio: 114_000 })).toBe(9_500)
    expect(pricePerDraw({ sorteos: 17, precio: 98_000 })).toBe(5_765)
    expect(pricePerDraw({ sorteos: 0, precio: 10_000 })).toBe(10_000)
  })

  // Issue 26 (docs/history.md): the best deal (Pack 17, −40 %) was listed last.
  it('lists the best deal first', () => {
    expect(byBestValue(PACKS).map((p) => p.id)).toEqual([5, 4, 3, 2, 1])
  })

  // The one-draw card a new player comes for was the fifth pack on the page.
  it('lists the cartón de la semana first, then the packs by value, the best one marked', () => {
    const { ordered, best } = packsInOrder(PACKS)
    expect(ordered.map((p) => p.id)).toEqual([1, 5, 4, 3, 2])
    expect(best?.id).toBe(5)
  })

  it('marks no best pack when there is only one pack to compare', () => {
    const { ordered, best } = packsInOrder(PACKS.filter((p) => p.id <= 2))
    expect(ordered.map((p) => p.id)).toEqual([1, 2])
    expect(best).toBeUndefined()
  })
})
