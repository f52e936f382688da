import { bestSavingPercent, packSaving } from '@/lib/buying/pack-saving'

// A saving is what the same cards cost draw by draw at PRECIO_CARTON less what the pack
// charges, never a number of its own: the cartón de la semana claimed "Ahorrás 15%" at the card
// price, and PACK 17 "Ahorrás 40%" while it saves 42%.

const PRECIO_CARTON = 10_000

// The packs of docs/product.md §9, as the seed sells them.
const PACKS = [
  { sorteos: 1, precio: 10_000 },
  { sorteos: 12, precio: 114_000 },
  { sorteos: 24, precio: 216_000 },
  { sorteos: 48, precio: 408_000 },
  { sorteos: 17, precio: 98_000 },
]

describe('packSaving', () => {
  it('saves nothing on the cartón de la semana, sold at the card price', () => {
    expect(packSaving({ sorteos: 1, precio: 10_000 }, PRECIO_CARTON)).toEqual({
      sinPack: 10_000,
      conPack: 10_000,
      ahorro: 0,
      porcentaje: 0,
    })
  })

  it('measures each pack against its draws at the card price', () => {
    expect(PACKS.map((pack) => packSaving(pack, PRECIO_CARTON).porcentaje)).toEqual([
      0, 5, 10, 15, 42,
    ])
    expect(packSaving({ sorteos: 17, precio: 98_000 }, PRECIO_CARTON)).toEqual({
      sinPack: 170_000,
      conPack: 98_000,
      ahorro: 72_000,
      porcentaje: 42,
    })
  })

  it('counts every card: cards × draws × card price − what the pack charges for them', () => {
    expect(packSaving({ sorteos: 12, precio: 114_000 }, PRECIO_CARTON, 3)).toEqual({
      sinPack: 360_000,
      conPack: 342_000,
      ahorro: 18_000,
      porcentaje: 5,
    })
  })

  it('rounds the percent down, so a saving is never overstated', () => {
    // 72.000 of 170.000 is 42.35 %; 1 of 30.000 is 0.003 %.
    expect(packSaving({ sorteos: 3, precio: 29_999 }, PRECIO_CARTON).porcentaje).toBe(0)
    expect(packSaving({ sorteos: 3, precio: 29_999 }, PRECIO_CARTON).ahorro).toBe(1)
  })

  it('claims no saving when the pack costs as much or more, or the card price is unknown', () => {
    expect(packSaving({ sorteos: 2, precio: 25_000 }, PRECIO_CARTON)).toMatchObject({
      ahorro: 0,
      porcentaje: 0,
    })
    expect(packSaving({ sorteos: 12, precio: 114_000 }, 0)).toMatchObject({
      sinPack: 0,
      ahorro: 0,
      porcentaje: 0,
    })
  })
})

describe('bestSavingPercent', () => {
  it('is the largest saving of the packs on sale (the home\u2019s "ahorrá hasta N%")', () => {
    expect(bestSavingPercent(PACKS, PRECIO_CARTON)).toBe(42)
    expect(bestSavingPercent(PACKS.slice(0, 3), PRECIO_CARTON)).toBe(10)
  })

  it('is 0 with no packs, no saving or no card price', () => {
    expect(bestSavingPercent([], PRECIO_CARTON)).toBe(0)
    expect(bestSavingPercent([{ sorteos: 1, precio: 10_000 }], PRECIO_CARTON)).toBe(0)
    expect(bestSavingPercent(PACKS, 0)).toBe(0)
  })
})
