import { inArray } from 'drizzle-orm'
import { CLAIM_LIMIT_KEYS, claimLimitsFrom, type ClaimLimits } from '@loteria/contract'
import type { Executor } from '../db/executor'
import { configItems } from '../db/schema'

// The COBRO_* limits, read from `configuracion` at each claim (an operator may change them), with
// the same reading as the site's claim dialog (packages/contract/src/claim-options.ts).

/** Undefined when a key is missing or not a whole amount: then nothing is collected online. */
export async function claimLimits(db: Executor): Promise<ClaimLimits | undefined> {
  const items = await db
    .select({ nombre: configItems.nombre, valor: configItems.valor })
    .from(configItems)
    .where(inArray(configItems.nombre, Object.values(CLAIM_LIMIT_KEYS)))
  return claimLimitsFrom(items)
}
