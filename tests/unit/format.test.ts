import {
  formatDate,
  formatDateTime,
  formatGs,
  formatNumber,
  formatTime,
  toDate,
} from '@/lib/format'

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
