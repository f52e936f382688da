import type { Decision } from '../buying/purchase-states'
import type { PaymentMethodCode } from './methods'

// A payment provider as the buying side sees it: one adapter per payment method, chosen by
// configuration (registry.ts). The embedded backend's adapters are all the simulated provider;
// a real one talks to its provider's API and is registered beside it.

interface PaymentStart {
  /**
   * The purchase's unguessable token: the reference the provider keeps and sends back in its
   * notifications. An adapter must be idempotent on it (a repeated start answers the same page).
   */
  referencia: string
  medioPago: PaymentMethodCode
  /** Guaraníes. */
  monto: number
  /** What the player buys, for the provider's page: `PACK 12 SORTEOS, 2 cartones`. */
  descripcion: string
}

/** A provider's word on a payment, read from its notification. */
interface PaymentNotification {
  referencia: string
  decision: Decision
}

export interface PaymentProvider {
  /** The adapter's name in configuration (`simulado`, …). */
  readonly nombre: string
  /** Starts the payment; answers where the player pays (absolute URL or site path). */
  startPayment(payment: PaymentStart): Promise<string>
  /**
   * Reads the provider's server-to-server notification (POST /servicios/pasarela/{medio}/notificacion)
   * after checking it is genuine (signature, shared secret); undefined when it is not. The simulated
   * provider has none: its page posts the player's choice itself.
   */
  readNotification?(request: Request): Promise<PaymentNotification | undefined>
}
