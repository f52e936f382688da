/** @jest-environment node */
import { ageOn, parseCalendarDate } from '../../src/accounts/dates'

describe('embedded backend calendar dates (America/Asuncion)', () => {
  it.each([
    ['2000-05-10', '2000-05-10'],
    ['2000-05-10 00:00:00', '2000-05-10'],
    ['2000-05-10T00:00:00', '2000-05-10'],
    // Local midnight in Asunción as a browser serialises it (UTC-4 in May 2000, UTC-3 in 2025).
    ['2000-05-10T04:00:00.000Z', '2000-05-10'],
    ['2025-05-10T03:00:00.000Z', '2025-05-10'],
    // A date-only value serialised as UTC midnight.
    ['2000-05-10T00:00:00.000Z', '2000-05-10'],
    // Late evening in Asunción is still that day there.
    ['2000-05-11T02:30:00.000Z', '2000-05-10'],
    ['2000-05-10T12:00:00-03:00', '2000-05-10'],
  ])('%s is %s', (value, day) => {
    expect(parseCalendarDate(value)).toBe(day)
  })

  it.each(['', 'ayer', '2000-02-30', '2001-02-29', '10/05/2000', '2000-13-01T00:00:00Z'])(
    'refuses %j',
    (value) => {
      expect(parseCalendarDate(value)).toBeUndefined()
    },
  )

  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-11-22', '2026-11-22')).toBe(18)
    expect(ageOn('2008-11-23', '2026-11-22')).toBe(17)
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17)
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18)
  })
})
