import { splitInHalves } from '@/lib/split'

describe('splitInHalves (footer link columns)', () => {
  it('splits an even list in two equal halves', () => {
    expect(splitInHalves([1, 2, 3, 4])).toEqual([
      [1, 2],
      [3, 4],
    ])
  })

  it('gives the first column the extra item of an odd list', () => {
    expect(splitInHalves(['a', 'b', 'c'])).toEqual([['a', 'b'], ['c']])
  })

  it('handles empty and single lists', () => {
    expect(splitInHalves([])).toEqual([[], []])
    expect(splitInHalves(['x'])).toEqual([['x'], []])
  })
})
