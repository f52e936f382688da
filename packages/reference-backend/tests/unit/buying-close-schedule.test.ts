/** @jest-environment node */
import { closeTimerEnabled } from '../../src/buying/close-timer'
import { closeTimeProblem, dueAt, nextLookIn, salesCloseOf } from '../../src/buying/close-schedule'
import { drawDate } from '../../src/draws/calendar'

// The close-of-sales timer's decision: what is due for the open draw at an instant,
// with the clock injected, so that no test depends on the day it runs.

const at = (local: string) => new Date(`${local}-03:00`)
const draw = { fecha: drawDate(1288), ventasCerradasEn: null }

describe('the close of sales and its reminders', () => {
  it('closes at 18:00 in Asunción of the draw day, two hours before the draw', () => {
    expect(draw.fecha.toISOString()).toBe('2026-11-29T23:00:00.000Z')
    expect(salesCloseOf(draw.fecha).toISOString()).toBe('2026-11-29T21:00:00.000Z')
  })

  it('closes at the operator’s CIERRE_VENTAS_HORA instead, and refuses one that is no time', () => {
    const env = { CIERRE_VENTAS_HORA: '17:00' }
    expect(salesCloseOf(draw.fecha, env).toISOString()).toBe('2026-11-29T20:00:00.000Z')
    expect(closeTimeProblem(env)).toBeUndefined()
    expect(closeTimeProblem({ CIERRE_VENTAS_HORA: '5pm' })).toMatch(/^CIERRE_VENTAS_HORA debe ser/)
    // Not a time: the reglamento's 18:00, never a close at midnight.
    expect(salesCloseOf(draw.fecha, { CIERRE_VENTAS_HORA: '25:00' }).toISOString()).toBe(
      '2026-11-29T21:00:00.000Z',
    )
  })

  it.each([
    ['2026-11-28T17:59:59', []],
    ['2026-11-28T18:00:00', ['24h']],
    ['2026-11-29T15:59:59', ['24h']],
    ['2026-11-29T16:00:00', ['2h']],
    ['2026-11-29T17:59:59', ['2h']],
    ['2026-11-29T18:00:00', ['cierre']],
    ['2026-11-29T19:30:00', ['cierre']],
  ])('at %s (Asunción) is due: %j', (local, due) => {
    expect(dueAt(at(local), draw)).toEqual(due)
  })

  it('is never due again once the sales are closed', () => {
    const closed = { ...draw, ventasCerradasEn: at('2026-11-29T18:00:30') }
    expect(dueAt(at('2026-11-29T18:01:00'), closed)).toEqual([])
    expect(dueAt(at('2026-11-29T16:30:00'), closed)).toEqual([])
  })

  it.each([
    // a minute at most, when nothing falls due sooner
    ['2026-11-27T12:00:00', 60_000],
    // the next look lands on the instant: the 24 h reminder, the 2 h one, the close at 18:00:00
    ['2026-11-28T17:59:30', 30_000],
    ['2026-11-29T15:59:59.250', 750],
    ['2026-11-29T17:59:20', 40_000],
    ['2026-11-29T17:59:59.990', 10],
    // past the close and still open (a process started late): look again within the minute
    ['2026-11-29T18:00:01', 60_000],
  ])('at %s (Asunción) looks again in %i ms', (local, wait) => {
    expect(nextLookIn(at(local), draw, 60_000)).toBe(wait)
  })

  it('looks a minute later when the sales are closed or no draw is open', () => {
    const closed = { ...draw, ventasCerradasEn: at('2026-11-29T18:00:00') }
    expect(nextLookIn(at('2026-11-29T17:59:59'), closed, 60_000)).toBe(60_000)
    expect(nextLookIn(at('2026-11-29T17:59:59'), undefined, 60_000)).toBe(60_000)
  })

  it('runs by the clock unless CIERRE_AUTOMATICO=no (the test servers)', () => {
    const env = (CIERRE_AUTOMATICO?: string) =>
      ({ NODE_ENV: 'production', CIERRE_AUTOMATICO }) as NodeJS.ProcessEnv
    expect(closeTimerEnabled(env())).toBe(true)
    expect(closeTimerEnabled(env('si'))).toBe(true)
    expect(closeTimerEnabled(env(' NO '))).toBe(false)
  })
})
