import { formatInTimeZone } from 'date-fns-tz'
import {
  formatDate,
  formatDateTime,
  formatHourMinute,
  formatTime,
  TIME_ZONE,
} from '@loteria/contract/format'

// The dates are printed with Intl alone (no date library in the browser's first load); they must
// read exactly as date-fns-tz printed them, across Paraguay's old summer-time changes and today's
// fixed UTC-3.

const instants = [
  '2026-11-29T23:00:00.000Z', // a Sunday draw, 20:00 in Asunción
  '2026-11-30T02:59:59.000Z', // 23:59:59 the day before in Asunción
  '2026-11-30T03:00:00.000Z', // midnight in Asunción
  '2024-03-24T02:30:00.000Z', // the last summer time's end (an hour read twice)
  '2023-10-01T03:30:00.000Z', // a summer time's start (an hour skipped)
  '2024-10-06T12:00:00.000Z', // after the switch to fixed UTC-3
  '2001-01-01T00:00:00.000Z',
]

// A spread of instants over 35 years, one every ~37 days and ~7 hours.
for (
  let t = Date.UTC(2000, 0, 1);
  t < Date.UTC(2035, 0, 1);
  t += 37 * 86_400_000 + 7 * 3_600_000 + 13_000
) {
  instants.push(new Date(t).toISOString())
}

it('reads every instant as date-fns-tz prints it in Asunción', () => {
  const differences = instants.flatMap((iso) => {
    const date = new Date(iso)
    const pairs = [
      [formatDate(date), formatInTimeZone(date, TIME_ZONE, 'dd/MM/yyyy')],
      [formatTime(date), formatInTimeZone(date, TIME_ZONE, 'HH:mm:ss')],
      [formatDateTime(iso), formatInTimeZone(date, TIME_ZONE, 'dd/MM/yyyy HH:mm:ss')],
      [formatHourMinute(date.getTime()), formatInTimeZone(date, TIME_ZONE, 'HH:mm')],
    ]
    return pairs.filter(([ours, theirs]) => ours !== theirs).map((pair) => `${iso}: ${pair}`)
  })
  expect(instants.length).toBeGreaterThan(300)
  expect(differences).toEqual([])
})

it('reads a backend date in dd/MM/yyyy HH:mm as Asunción time', () => {
  expect(formatDateTime('29/11/2026 20:00')).toBe('29/11/2026 20:00:00')
  expect(formatDate('29/11/2026')).toBe('29/11/2026')
})

it('refuses a date that is not one, as before', () => {
  expect(() => formatDate('no es una fecha')).toThrow(RangeError)
})
