import { asc } from 'drizzle-orm'
import { packs } from '../db/schema'
import { ok } from '../http'
import { PAYMENT_METHODS } from '../payments/methods'
import type { Routes } from '../router'

// What is on sale and how to pay: public (the site caches both with its content).

export const buyingCatalogueRoutes: Routes = {
  'GET rest/packs': async ({ db }) =>
    ok(
      await db
        .select({
          id: packs.id,
          nombre: packs.nombre,
          sorteos: packs.sorteos,
          precio: packs.precio,
          ahorro: packs.ahorro,
        })
        .from(packs)
        .orderBy(asc(packs.id)),
    ),

  'GET rest/medios-pago': () => ok(PAYMENT_METHODS),
}
