import type { PrizeState } from '@loteria/contract'

// A prize's life (docs/product.md §4): PENDIENTE (Cobrar, and Canjear Cartón for a free card) until
// the player collects it one way or another, then COBRO_SOLICITADO; a rejected collection request
// gives it back (PENDIENTE) so it can be claimed again.

export { type PrizeState } from '@loteria/contract'

export const PRIZE_PENDING: PrizeState = 'PENDIENTE'
export const PRIZE_CLAIMED: PrizeState = 'COBRO_SOLICITADO'
