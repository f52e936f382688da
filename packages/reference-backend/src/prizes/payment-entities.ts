import { asc } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { entidadesPago } from '../db/schema'

// The banks and transfer services a collection request may name (its form's entity list).

export function paymentEntities(db: Executor) {
  return db
    .select({
      id: entidadesPago.id,
      nombreEntidad: entidadesPago.nombreEntidad,
      tipoEntidadSolicitud: entidadesPago.tipoEntidadSolicitud,
    })
    .from(entidadesPago)
    .orderBy(asc(entidadesPago.id))
}
