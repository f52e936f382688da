import { PAYMENT_METHOD_CODES, type PaymentMethodCode } from './methods'
import type { PaymentProvider } from './provider'
import { SIMULATED, simulatedProvider } from './simulated'
import { logger } from '@loteria/shared/observability'

// Which adapter serves each payment method: `PAGOS_<CODIGO>_PROVEEDOR` (PAGOS_TARJETA_PROVEEDOR,
// …), `simulado` when unset. A real adapter is a module beside simulated.ts, registered in
// ADAPTERS under its name; it reads its own settings (e.g. PAGOS_TARJETA_URL, _COMERCIO, _CLAVE)
// from the environment it is given.

/** The environment an adapter reads its settings from (process.env, or a test's own). */
export type Settings = Readonly<Record<string, string | undefined>>

type Adapter = (medio: PaymentMethodCode, env: Settings) => PaymentProvider

const ADAPTERS: Record<string, Adapter> = {
  [SIMULATED]: (medio) => simulatedProvider(medio),
}

const providerSetting = (medio: PaymentMethodCode) => `PAGOS_${medio.toUpperCase()}_PROVEEDOR`

function simulatedPaymentsAllowed(env: Settings = process.env): boolean {
  return env.PAGOS_SIMULADOS?.trim().toLowerCase() !== 'no'
}

/** Whether any payment method is served by the simulated provider now (the demo notice). */
export function simulatedPaymentsActive(env: Settings = process.env): boolean {
  return (
    simulatedPaymentsAllowed(env) &&
    PAYMENT_METHOD_CODES.some(
      (medio) => (env[providerSetting(medio)]?.trim() || SIMULATED) === SIMULATED,
    )
  )
}

/** The method's adapter, or undefined (logged) when the configuration names an unknown one. */
export function providerFor(
  medio: PaymentMethodCode,
  env: Settings = process.env,
): PaymentProvider | undefined {
  const name = env[providerSetting(medio)]?.trim() || SIMULATED
  // PAGOS_SIMULADOS=no closes the simulated checkout (where every card is free): a site that
  // takes real money must not offer it by mistake.
  if (name === SIMULATED && !simulatedPaymentsAllowed(env)) return undefined
  const adapter = ADAPTERS[name]
  if (!adapter) {
    logger.error('embedded-backend: no existe ese adaptador de pago', {
      setting: providerSetting(medio),
      adapter: name,
    })
    return undefined
  }
  return adapter(medio, env)
}
