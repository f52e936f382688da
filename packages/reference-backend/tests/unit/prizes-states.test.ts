/** @jest-environment node */
import {
  canMove,
  cannotMove,
  MOVED,
  REQUEST_STATES,
  statesBefore,
} from '../../src/prizes/request-states'

// A collection request: PENDIENTE → COBRO_SOLICITADO → PROCESADA; RECHAZADA from PENDIENTE or
// COBRO_SOLICITADO; PROCESADA also straight from PENDIENTE. Forward only, once.

describe('collection request states', () => {
  it('move forward only', () => {
    const allowed = REQUEST_STATES.flatMap((from) =>
      REQUEST_STATES.filter((to) => canMove(from, to)).map((to) => `${from} → ${to}`),
    )
    expect(allowed.sort()).toEqual(
      [
        'PENDIENTE → COBRO_SOLICITADO',
        'PENDIENTE → PROCESADA',
        'PENDIENTE → RECHAZADA',
        'COBRO_SOLICITADO → PROCESADA',
        'COBRO_SOLICITADO → RECHAZADA',
      ].sort(),
    )
  })

  it('move once: no state moves to itself, the final ones nowhere, nothing back to PENDIENTE', () => {
    for (const state of REQUEST_STATES) expect(canMove(state, state)).toBe(false)
    for (const to of REQUEST_STATES) {
      expect(canMove('PROCESADA', to)).toBe(false)
      expect(canMove('RECHAZADA', to)).toBe(false)
      expect(canMove(to, 'PENDIENTE')).toBe(false)
    }
    expect(canMove('COBRO_SOLICITADO', 'COBRO_SOLICITADO')).toBe(false)
    expect(canMove('DESCONOCIDO', 'PROCESADA')).toBe(false)
  })

  it('each move’s conditional update names exactly the states it may come from', () => {
    expect(statesBefore('COBRO_SOLICITADO')).toEqual(['PENDIENTE'])
    expect(statesBefore('PROCESADA')).toEqual(['PENDIENTE', 'COBRO_SOLICITADO'])
    expect(statesBefore('RECHAZADA')).toEqual(['PENDIENTE', 'COBRO_SOLICITADO'])
  })

  it('refuses a repeated or backward move in Spanish', () => {
    expect(cannotMove(7, 'PROCESADA', 'PROCESADA')).toBe('La solicitud #7 ya está procesada.')
    expect(cannotMove(7, 'RECHAZADA', 'RECHAZADA')).toBe('La solicitud #7 ya está rechazada.')
    expect(cannotMove(7, 'PROCESADA', 'RECHAZADA')).toBe(
      'La solicitud #7 está procesada: ya no se puede rechazar.',
    )
    expect(cannotMove(7, 'RECHAZADA', 'PROCESADA')).toBe(
      'La solicitud #7 está rechazada: ya no se puede procesar.',
    )
    expect(cannotMove(7, 'PROCESADA', 'COBRO_SOLICITADO')).toBe(
      'La solicitud #7 está procesada: ya no se puede enviar a pago.',
    )
    expect(MOVED).toEqual({
      COBRO_SOLICITADO: 'Solicitud enviada a pago',
      PROCESADA: 'Solicitud procesada',
      RECHAZADA: 'Solicitud rechazada',
    })
  })
})
