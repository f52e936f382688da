import {
  formatCardNumber,
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
    expect(formatGs(408000)).toBe('Gs.\u00a0408.000')
    expect(formatGs(10000)).toBe('Gs.\u00a010.000')
    expect(formatGs(1500000000)).toBe('Gs.\u00a01.500.000.000')
    expect(formatGs(0)).toBe('Gs.\u00a00')
  })

  it('never shows decimals', () => {
    expect(formatGs(999.6)).toBe('Gs.\u00a01.000')
  })

  // Issue 26 (docs/history.md): a year's balance read "Gs. -168.000", the sign stuck between symbol
  // and digits.
  it('puts the sign of a negative amount before the whole amount', () => {
    expect(formatGs(-168_000)).toBe('-Gs.\u00a0168.000')
    expect(formatGs(-1_500_000_000)).toBe('-Gs.\u00a01.500.000.000')
    expect(formatGs(-0.4)).toBe('Gs.\u00a00')
    expect(formatPrize(-20_000)).toBe('-Gs.\u00a020.000')
  })
})

// Issue 36: "Gs." at the end of one line and "10.000" on the next, on the purchase result.
describe('formatGs never splits an amount', () => {
  it('joins the symbol and the digits with a non-breaking space, and has no other space', () => {
    for (const amount of [10_000, -168_000, 0, 1_500_000_000]) {
      const text = formatGs(amount)
      expect(text).toContain('Gs.\u00a0')
      expect(text).not.toMatch(/ /)
    }
  })
})

describe('formatCardNumber', () => {
  // Issue 36: "Cartón N° 43985" beside "034170" everywhere else.
  it('writes a card number with its six printed digits', () => {
    expect(formatCardNumber('43985')).toBe('043985')
    expect(formatCardNumber(43985)).toBe('043985')
    expect(formatCardNumber('034170')).toBe('034170')
    expect(formatCardNumber(' 7 ')).toBe('000007')
  })

  it('leaves a longer number and anything but digits as it is', () => {
    expect(formatCardNumber('1234567')).toBe('1234567')
    expect(formatCardNumber('A-12')).toBe('A-12')
  })
})

describe('formatPrize', () => {
  it('writes cash as guaraníes and a good by its name', () => {
    expect(formatPrize(250_000_000)).toBe('Gs.\u00a0250.000.000')
    expect(formatPrize('Moto 0 km')).toBe('Moto 0 km')
    expect(formatPrize('Cartón gratis')).toBe('Cartón gratis')
  })
})

describe('formatGsThousands', () => {
  it('writes the contract’s thousands of guaraníes as every other amount', () => {
    expect(formatGsThousands(250_150)).toBe('Gs.\u00a0250.150.000')
    expect(formatGsThousands(0)).toBe('Gs.\u00a00')
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
