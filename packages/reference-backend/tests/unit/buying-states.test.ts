/** @jest-environment node */
import {
  canMove,
  DECISION_OUTCOMES,
  decisionSchema,
  effectiveState,
  hasExpired,
  PURCHASE_STATES,
} from '../../src/buying/purchase-states'
import { returnAddress } from '../../src/buying/return-address'

// A purchase moves PENDIENTE → APROBADA | RECHAZADA | CANCELADA once; undecided past its hold it
// reads as CANCELADA.

const now = new Date('2026-11-22T12:00:00-03:00')
const pending = (expiresInMs: number) => ({
  estado: 'PENDIENTE',
  mensaje: 'Esperando la confirmación del pago',
  expiraEn: new Date(now.getTime() + expiresInMs),
})

describe('purchase states', () => {
  it('move only from PENDIENTE, to a final state', () => {
    for (const to of ['APROBADA', 'RECHAZADA', 'CANCELADA'] as const) {
      expect(canMove('PENDIENTE', to)).toBe(true)
      for (const from of ['APROBADA', 'RECHAZADA', 'CANCELADA']) {
        expect(canMove(from, to)).toBe(false)
      }
    }
    for (const from of PURCHASE_STATES) expect(canMove(from, 'PENDIENTE')).toBe(false)
  })

  it('each decision has its state and message', () => {
    expect(DECISION_OUTCOMES).toEqual({
      aprobar: { estado: 'APROBADA', mensaje: 'Pago aprobado' },
      rechazar: { estado: 'RECHAZADA', mensaje: 'Pago rechazado por el medio de pago' },
      cancelar: { estado: 'CANCELADA', mensaje: 'Pago cancelado por el jugador' },
    })
    expect(decisionSchema.safeParse('aprobar').success).toBe(true)
    expect(decisionSchema.safeParse('APROBAR').success).toBe(false)
    expect(decisionSchema.safeParse(null).success).toBe(false)
  })

  it('an undecided purchase reads as CANCELADA from its hold’s expiry on', () => {
    expect(hasExpired(pending(1), now)).toBe(false)
    expect(effectiveState(pending(1), now)).toEqual({
      estado: 'PENDIENTE',
      mensaje: 'Esperando la confirmación del pago',
    })
    for (const ms of [0, -1, -3_600_000]) {
      expect(hasExpired(pending(ms), now)).toBe(true)
      expect(effectiveState(pending(ms), now)).toEqual({
        estado: 'CANCELADA',
        mensaje: 'La reserva venció antes del pago',
      })
    }
  })

  it('a decided purchase keeps its state after the hold expired', () => {
    const approved = { ...pending(-1), estado: 'APROBADA', mensaje: 'Pago aprobado' }
    expect(hasExpired(approved, now)).toBe(false)
    expect(effectiveState(approved, now)).toEqual({ estado: 'APROBADA', mensaje: 'Pago aprobado' })
  })
})

describe('the return address', () => {
  it('adds the purchase id to the site path', () => {
    expect(returnAddress('/comprar-carton/resultado', 42)).toBe(
      '/comprar-carton/resultado?compra=42',
    )
    expect(returnAddress('/comprar-carton/resultado?pack=2', 42)).toBe(
      '/comprar-carton/resultado?pack=2&compra=42',
    )
  })
})
