/** @jest-environment node */
import type { Database } from '../../src/db/client'
import { drawDate } from '../../src/draws/calendar'

// The close-of-sales timer on a clock (jest's), with the database's side replaced: it must close
// the sales at 18:00:00, not at its next minute's look (a purchase accepted at 18:00:40 under a
// countdown that said the sales had closed).

const draw = { id: 1288, fecha: drawDate(1288), ventasCerradasEn: null as Date | null }
const closedAt: Date[] = []
const reminded: string[] = []

jest.mock('../../src/buying/open-draw', () => ({
  findOpenDraw: jest.fn(async () => draw),
}))
jest.mock('../../src/buying/sales-close', () => ({
  closeSales: jest.fn(async (_db: unknown, { now }: { now: Date }) => {
    closedAt.push(now)
    draw.ventasCerradasEn = now
    return { sorteoId: draw.id, elegidos: [], esperan: 0 }
  }),
}))
jest.mock('../../src/buying/close-reminders', () => ({
  sendCloseReminders: jest.fn(async (_db: unknown, kind: string) => {
    reminded.push(kind)
  }),
}))

const asuncion = (local: string) => new Date(`${local}-03:00`).getTime()

afterEach(() => {
  jest.useRealTimers()
})

it('closes the sales within a few milliseconds of 18:00, and sends the 2 h reminder on time', async () => {
  jest.useFakeTimers({ now: asuncion('2026-11-29T15:59:30') })
  const previous = process.env.CIERRE_AUTOMATICO
  delete process.env.CIERRE_AUTOMATICO
  const { ensureCloseTimer } = await import('../../src/buying/close-timer')
  ensureCloseTimer({} as Database)
  process.env.CIERRE_AUTOMATICO = previous

  // The first look (at once): the 24 h reminder is due.
  await jest.advanceTimersByTimeAsync(1)
  expect(reminded).toEqual(['24h'])
  // 16:00:00: the 2 h reminder, not a moment before.
  await jest.advanceTimersByTimeAsync(asuncion('2026-11-29T15:59:59.990') - Date.now())
  expect(reminded).toEqual(['24h'])
  await jest.advanceTimersByTimeAsync(100)
  expect(reminded).toEqual(['24h', '2h'])

  // Two hours on, to the second: nothing is closed before 18:00, and it is closed right after.
  await jest.advanceTimersByTimeAsync(asuncion('2026-11-29T17:59:59.900') - Date.now())
  expect(closedAt).toEqual([])
  await jest.advanceTimersByTimeAsync(200)
  expect(closedAt).toHaveLength(1)
  const late = (closedAt[0]?.getTime() ?? Number.NaN) - asuncion('2026-11-29T18:00:00')
  expect(late).toBeGreaterThanOrEqual(0)
  expect(late).toBeLessThan(100)

  // Closed: once, whatever the next looks find.
  await jest.advanceTimersByTimeAsync(5 * 60_000)
  expect(closedAt).toHaveLength(1)
})
