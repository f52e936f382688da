import { bindAmounts } from '@/lib/text/bind-amounts'

// Issue 26, defect 15 (docs/history.md): the reglamento's price table split "Gs." from "114.000" at
// 375 px.

describe('bindAmounts', () => {
  it('joins "Gs." to its digits with a non-breaking space', () => {
    expect(bindAmounts('Gs. 114.000')).toBe('Gs.\u00a0114.000')
    expect(bindAmounts('Premios de hasta Gs. 2.000.000: se acreditan')).toBe(
      'Premios de hasta Gs.\u00a02.000.000: se acreditan',
    )
    expect(bindAmounts('desde Gs.\n  2.000.001 hasta Gs. 500.000.000')).toBe(
      'desde Gs.\u00a02.000.001 hasta Gs.\u00a0500.000.000',
    )
    expect(bindAmounts('-Gs. 20.000')).toBe('-Gs.\u00a020.000')
  })

  it('leaves other spaces and words that only start like the symbol alone', () => {
    expect(bindAmounts('Pack 12 sorteos')).toBe('Pack 12 sorteos')
    expect(bindAmounts('Gs. de premio')).toBe('Gs. de premio')
    expect(bindAmounts('Ags. 10')).toBe('Ags. 10')
  })
})
