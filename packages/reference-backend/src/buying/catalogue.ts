import { asc } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { packs } from '../db/schema'

// What is on sale: every pack, in the order the packs page shows them.

export function packsOnSale(db: Executor) {
  return db
    .select({
      id: packs.id,
      nombre: packs.nombre,
      sorteos: packs.sorteos,
      precio: packs.precio,
      ahorro: packs.ahorro,
    })
    .from(packs)
    .orderBy(asc(packs.id))
}
