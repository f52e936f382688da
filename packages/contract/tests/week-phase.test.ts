/** @jest-environment node */
import { asuncionInstantOn, drawSchema, phaseAt, salesCloseOf } from '../src'

// The week's clock as the site reads it (docs/contract.md, "The week's phase"): the backend's
// close and phase when it says them, the one fallback when it does not.

const fecha = '2026-11-29T23:00:00.000Z' // Sunday 29/11/2026 20:00 in Asunción
const at = (iso: string) => new Date(iso)

describe('the close of sales', () => {
  it('is the backend’s instant when sorteos/actual says it', () => {
    expect(salesCloseOf({ fecha, cierreVentas: '2026-11-29T20:00:00.000Z' }).toISOString()).toBe(
      '2026-11-29T20:00:00.000Z',
    )
  })

  it('falls back to 18:00 in Asunción on the draw’s day', () => {
    expect(salesCloseOf({ fecha }).toISOString()).toBe('2026-11-29T21:00:00.000Z')
    // A draw just after midnight UTC is still the Sunday in Asunción.
    expect(asuncionInstantOn(at('2026-11-30T01:30:00.000Z'), '18:00').toISOString()).toBe(
      '2026-11-29T21:00:00.000Z',
    )
  })
})

describe('the phase', () => {
  it('is what the backend says, moved on by the clock past the close', () => {
    const open = { fecha, fase: 'VENTAS_ABIERTAS' as const }
    expect(phaseAt(open, at('2026-11-29T20:59:59.000Z'))).toBe('VENTAS_ABIERTAS')
    expect(phaseAt(open, at('2026-11-29T21:00:00.000Z'))).toBe('VENTAS_CERRADAS')
  })

  it('never goes back by the clock', () => {
    expect(phaseAt({ fecha, fase: 'VENTAS_CERRADAS' }, at('2026-11-28T12:00:00.000Z'))).toBe(
      'VENTAS_CERRADAS',
    )
    expect(phaseAt({ fecha, fase: 'EN_VIVO' }, at('2026-11-28T12:00:00.000Z'))).toBe('EN_VIVO')
  })

  it('reads an answer without close or phase, and drops ones it cannot read', () => {
    const base = { id: 1288, identificador: 'Sorteo N° 1288', fecha, imagenCarton: '' }
    expect(drawSchema.parse(base).fase).toBeUndefined()
    const odd = drawSchema.parse({ ...base, fase: 'OTRA', cierreVentas: 'mañana' })
    expect(odd.fase).toBeUndefined()
    expect(odd.cierreVentas).toBeUndefined()
    expect(drawSchema.parse({ ...base, fase: 'EN_VIVO' }).fase).toBe('EN_VIVO')
  })
})
