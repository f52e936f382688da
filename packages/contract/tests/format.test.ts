import {
  formatDate,
  formatDateTime,
  formatGs,
  formatGsThousands,
  formatNumber,
  formatPercent,
  formatPrize,
  formatTime,
  toDate,
} from '../src/format'

describe('formatGs', () => {
  it('writes guaraníes with a dot as thousands separator', () => {
    expect(formatGs(408000)).toBe('Gs. 408.000')
    expect(formatGs(10000)).toBe('Gs. 10.000')
    expect(formatGs(1500000000)).toBe('Gs. 1.500.000.000')
    expect(formatGs(0)).toBe('Gs. 0')
  })

  it('never shows decimals', () => {
    expect(formatGs(999.6)).toBe('Gs. 1.000')
  })

  // Issue 26 (docs/history.md): a year's balance read "Gs. -168.000", the sign stuck between symbol
  // and digits.
  it('puts the sign of a negative amount before the whole amount', () => {
    expect(formatGs(-168_000)).toBe('-Gs. 168.000')
    expect(formatGs(-1_500_000_000)).toBe('-Gs. 1.500.000.000')
    expect(formatGs(-0.4)).toBe('Gs. 0')
    expect(formatPrize(-20_000)).toBe('-Gs. 20.000')
  })
})

describe('formatPrize', () => {
  it('writes cash as guaraníes and a good by its name', () => {
    expect(formatPrize(250_000_000)).toBe('Gs. 250.000.000')
    expect(formatPrize('Moto 0 km')).toBe('Moto 0 km')
    expect(formatPrize('Cartón gratis')).toBe('Cartón gratis')
  })
})

describe('formatGsThousands', () => {
  it('writes the contract’s thousands of guaraníes as every other amount', () => {
    expect(formatGsThousands(250_150)).toBe('Gs. 250.150.000')
    expect(formatGsThousands(0)).toBe('Gs. 0')
  })
})

describe('formatPercent', () => {
  it('writes a percent with a decimal comma', () => {
    expect(formatPercent(10)).toBe('10%')
    expect(formatPercent(4.5)).toBe('4,5%')
  })
})

describe('formatNumber', () => {
  it('groups thousands with dots', () => {
    expect(formatNumber(216000)).toBe('216.000')
  })
})

describe('dates and times in America/Asuncion (UTC−3)', () => {
  const instant = '2026-11-22T02:30:05Z'

  it('formats dd/MM/yyyy in Asunción, not UTC', () => {
    expect(formatDate(instant)).toBe('21/11/2026')
  })

  it('formats HH:mm:ss in Asunción', () => {
    expect(formatTime(instant)).toBe('23:30:05')
  })

  it('formats date and time together', () => {
    expect(formatDateTime(instant)).toBe('21/11/2026 23:30:05')
  })

  it('reads dd/MM/yyyy text as Asunción time', () => {
    expect(toDate('22/11/2026').toISOString()).toBe('2026-11-22T03:00:00.000Z')
    expect(toDate('22/11/2026 20:15').toISOString()).toBe('2026-11-22T23:15:00.000Z')
    expect(formatDate('22/11/2026')).toBe('22/11/2026')
  })
})
