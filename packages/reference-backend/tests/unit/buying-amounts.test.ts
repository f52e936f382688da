/** @jest-environment node */
import { purchaseAmount, sameCardSet } from '../../src/buying/amounts'
import { movementType, opensSubscription, WEEKLY_PACK_ID } from '../../src/buying/pack-rules'
import { PACKS } from '../../src/seed/buying-data'

// The backend's own amounts and the card list a purchase must match (the contract tests check
// the refusals over HTTP).

const pack = (id: number) => {
  const found = PACKS.find((p) => p.id === id)
  if (!found) throw new Error(`no pack ${id}`)
  return found
}

describe('purchase amount', () => {
  it('is the pack price times the cards', () => {
    expect(purchaseAmount(pack(1), 1)).toBe(10_000)
    expect(purchaseAmount(pack(1), 3)).toBe(30_000)
    expect(purchaseAmount(pack(2), 2)).toBe(228_000)
    expect(purchaseAmount(pack(4), 20)).toBe(8_160_000)
    expect(purchaseAmount(pack(5), 0)).toBe(0)
  })

  it('refuses a count that is no count of cards', () => {
    expect(() => purchaseAmount(pack(1), -1)).toThrow(RangeError)
    expect(() => purchaseAmount(pack(1), 1.5)).toThrow(RangeError)
  })
})

describe('the card list of a purchase', () => {
  it('matches the hold in any order', () => {
    expect(sameCardSet([4, 7, 9], [9, 4, 7])).toBe(true)
    expect(sameCardSet([4], [4])).toBe(true)
  })

  it('does not match a missing, extra, other or repeated card', () => {
    expect(sameCardSet([4, 7], [4])).toBe(false)
    expect(sameCardSet([4, 7], [4, 7, 9])).toBe(false)
    expect(sameCardSet([4, 7], [4, 8])).toBe(false)
    expect(sameCardSet([4, 7], [4, 4])).toBe(false)
    expect(sameCardSet([4, 4], [4, 7])).toBe(false)
  })
})

describe('pack rules', () => {
  it('the cartón de la semana is a card purchase and opens no subscription', () => {
    expect(WEEKLY_PACK_ID).toBe(1)
    expect(movementType(pack(1))).toBe('COMPRA CARTÓN')
    expect(opensSubscription(pack(1))).toBe(false)
  })

  it('every other pack is a pack purchase that keeps playing after the open draw', () => {
    for (const id of [2, 3, 4, 5]) {
      expect(movementType(pack(id))).toBe('COMPRA PACK')
      expect(opensSubscription(pack(id))).toBe(true)
    }
  })

  // Issue 36: `ahorro` as the prices give it against PRECIO_CARTON (docs/product.md §9 says 15% and
  // 40% for the cartón de la semana and PACK 17: the first is sold at the card price, the second
  // saves 42%).
  it('the catalogue is that of docs/product.md §9, with its true savings', () => {
    expect(PACKS.map((p) => [p.id, p.nombre, p.sorteos, p.precio, p.ahorro])).toEqual([
      [1, 'Cartón de la semana', 1, 10_000, 0],
      [2, 'PACK 12 SORTEOS', 12, 114_000, 5],
      [3, 'PACK 24 SORTEOS', 24, 216_000, 10],
      [4, 'PACK 48 SORTEOS', 48, 408_000, 15],
      [5, 'PACK 17 SORTEOS', 17, 98_000, 42],
    ])
  })
})
