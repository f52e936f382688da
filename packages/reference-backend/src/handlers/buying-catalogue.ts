import { packListSchema, paymentMethodListSchema } from '@loteria/contract'
import { packsOnSale } from '../buying/catalogue'
import { ok } from '../http'
import { PAYMENT_METHODS } from '../payments/methods'
import type { Routes } from '../router'

// What is on sale and how to pay: public (the site caches both with its content).

export const buyingCatalogueRoutes: Routes = {
  'GET rest/packs': async ({ db }) => ok(packListSchema, await packsOnSale(db)),

  'GET rest/medios-pago': () => ok(paymentMethodListSchema, PAYMENT_METHODS),
}
