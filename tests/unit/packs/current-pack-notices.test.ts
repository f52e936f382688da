import type { PackNotice } from '@loteria/contract'
import { currentPackNotices } from '@/lib/alerts/current-pack-notices'

const notice = (over: Partial<PackNotice>): PackNotice => ({
  id: 1,
  tipo: 'CARTON_ELEGIDO',
  sorteoId: 1288,
  identificadorSorteo: 'Sorteo N° 1288',
  cierre: '2026-11-29T21:00:00.000Z',
  suscripcionId: 7,
  pack: 'PACK 12 SORTEOS',
  numero: '001234',
  ...over,
})

describe('the pack notices worth showing', () => {
  it('keeps one week of "Elegimos tu cartón" per pack: older weeks are closed', () => {
    const weeks = [1290, 1289, 1288].map((sorteoId, i) => notice({ id: 10 - i, sorteoId }))
    expect(currentPackNotices(weeks)).toEqual({ current: [weeks[0]], superseded: [9, 8] })
  })

  it('drops the reminders of a draw whose card was chosen, and the 24 h one beside the 2 h', () => {
    const chosen = notice({ id: 3 })
    const twoHours = notice({ id: 2, tipo: 'RECORDATORIO_2H', numero: null })
    const dayBefore = notice({ id: 1, tipo: 'RECORDATORIO_24H', numero: null })
    expect(currentPackNotices([chosen, twoHours, dayBefore]).current).toEqual([chosen])
    expect(currentPackNotices([twoHours, dayBefore])).toEqual({
      current: [twoHours],
      superseded: [1],
    })
  })

  it('keeps every card chosen in the same draw for a pack of several cards, and other packs apart', () => {
    const a = notice({ id: 5, numero: '000001' })
    const b = notice({ id: 4, numero: '000002' })
    const other = notice({ id: 3, suscripcionId: 8, tipo: 'RECORDATORIO_24H', numero: null })
    expect(currentPackNotices([a, b, other])).toEqual({ current: [a, b, other], superseded: [] })
  })
})
