import { withSaving } from '@/lib/home/banner-saving'

// The home's banner said "ahorrá hasta 15%" while PACK 17 saves 42%: the number is now
// written by the site from the packs on sale.

describe('withSaving', () => {
  it('writes the best saving where the banner asks for it', () => {
    expect(withSaving('Packs de sorteos: ahorrá hasta {ahorroMaximo}', 42)).toBe(
      'Packs de sorteos: ahorrá hasta 42%',
    )
  })

  it('leaves a banner without the placeholder alone', () => {
    expect(withSaving('Consultá si tu cartón es ganador', 0)).toBe(
      'Consultá si tu cartón es ganador',
    )
  })

  it('leaves the banner out when it promises a saving no pack gives', () => {
    expect(withSaving('ahorrá hasta {ahorroMaximo}', 0)).toBeNull()
  })
})
