import type { PaymentMethodCode } from './methods'
import type { PaymentProvider } from './provider'

// The local stand-in for every provider (docs/architecture.md §5): its checkout page is served
// by this backend (handlers/pasarela.ts), where the player approves, rejects or cancels.

export const SIMULATED = 'simulado'

function checkoutPath(medio: PaymentMethodCode, token: string): string {
  return `/servicios/pasarela/${medio}/${encodeURIComponent(token)}`
}

export function simulatedProvider(medio: PaymentMethodCode): PaymentProvider {
  return {
    nombre: SIMULATED,
    // Nothing to call: the page is ours, and its address follows from the reference alone.
    startPayment: async ({ referencia }) => checkoutPath(medio, referencia),
  }
}
