import { REQUEST_STATES, type CollectionRequestState as RequestState } from '@loteria/contract'

// A collection request's life (docs/product.md §4 lists the states; the moves are this backend's):
// PENDIENTE → COBRO_SOLICITADO (sent to the bank or transfer service) → PROCESADA (paid, with a
// voucher); RECHAZADA from PENDIENTE or COBRO_SOLICITADO; PROCESADA also straight from PENDIENTE.
// Forward only, once: PROCESADA and RECHAZADA are final.

export { REQUEST_STATES, type RequestState }
export type RequestMove = Exclude<RequestState, 'PENDIENTE'>

const MOVES: Record<RequestState, readonly RequestMove[]> = {
  PENDIENTE: ['COBRO_SOLICITADO', 'PROCESADA', 'RECHAZADA'],
  COBRO_SOLICITADO: ['PROCESADA', 'RECHAZADA'],
  PROCESADA: [],
  RECHAZADA: [],
}

const isRequestState = (value: string): value is RequestState =>
  (REQUEST_STATES as readonly string[]).includes(value)

export function canMove(from: string, to: RequestState): boolean {
  return isRequestState(from) && (MOVES[from] as readonly string[]).includes(to)
}

/** The states a request may be in to move to `to`: the WHERE of the conditional update. */
export function statesBefore(to: RequestMove): RequestState[] {
  return REQUEST_STATES.filter((from) => canMove(from, to))
}

const STATE_WORDS: Record<RequestState, string> = {
  PENDIENTE: 'pendiente',
  COBRO_SOLICITADO: 'enviada a pago',
  PROCESADA: 'procesada',
  RECHAZADA: 'rechazada',
}

const MOVE_WORDS: Record<RequestMove, string> = {
  COBRO_SOLICITADO: 'enviar a pago',
  PROCESADA: 'procesar',
  RECHAZADA: 'rechazar',
}

/** The operator's refusal of a move the request's state does not allow. */
export function cannotMove(id: number, from: string, to: RequestMove): string {
  const state = isRequestState(from) ? STATE_WORDS[from] : from
  return from === to
    ? `La solicitud #${id} ya está ${state}.`
    : `La solicitud #${id} está ${state}: ya no se puede ${MOVE_WORDS[to]}.`
}

/** What the operator's answer says after a move. */
export const MOVED: Record<RequestMove, string> = {
  COBRO_SOLICITADO: 'Solicitud enviada a pago',
  PROCESADA: 'Solicitud procesada',
  RECHAZADA: 'Solicitud rechazada',
}
