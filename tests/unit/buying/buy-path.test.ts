import { buyPathFor, choosePackPath } from '@/lib/buying/buy-path'

// A visitor's Comprar Cartón shows the prices before any login; a player's buys.
describe('buyPathFor', () => {
  it('sends a visitor, and the static HTML, to the prices page', () => {
    expect(buyPathFor('out')).toBe('/precios')
    expect(buyPathFor('unknown')).toBe('/precios')
  })

  it('sends a player, or a hinted one, to the purchase', () => {
    expect(buyPathFor('in')).toBe('/comprar-carton')
    expect(buyPathFor('pending')).toBe('/comprar-carton')
  })

  it("names a pack's purchase", () => {
    expect(choosePackPath(1)).toBe('/comprar-carton/elegir?pack=1')
  })
})
