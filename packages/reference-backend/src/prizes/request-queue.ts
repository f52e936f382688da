import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { premios, solicitudesCobro, users } from '../db/schema'
import type { RequestState } from './request-states'

// The operator's queue of collection requests, oldest first (the order it is worked), with the
// player's e-mail and the prize's card and draw; optionally only the requests in one state.

export function collectionRequestQueue(db: Executor, estado: RequestState | undefined) {
  return db
    .select({
      id: solicitudesCobro.id,
      idUsuario: solicitudesCobro.userId,
      email: users.email,
      premioId: solicitudesCobro.premioId,
      numeroCarton: premios.numeroCarton,
      sorteoId: premios.sorteoId,
      tipoSolicitud: solicitudesCobro.tipoSolicitud,
      entidad: solicitudesCobro.entidad,
      destino: solicitudesCobro.destino,
      moneda: solicitudesCobro.moneda,
      nombreApellido: solicitudesCobro.nombreApellido,
      tipoDocumento: solicitudesCobro.tipoDocumento,
      numeroDocumento: solicitudesCobro.numeroDocumento,
      premio: solicitudesCobro.premio,
      descuentoFiscal: solicitudesCobro.descuentoFiscal,
      totalAcobrar: solicitudesCobro.totalAcobrar,
      estadoSolicitud: solicitudesCobro.estadoSolicitud,
      motivo: solicitudesCobro.motivo,
      comprobante: solicitudesCobro.comprobanteNombre,
      fechaEnvio: solicitudesCobro.fechaEnvio,
      fechaProceso: solicitudesCobro.fechaProceso,
    })
    .from(solicitudesCobro)
    .innerJoin(users, eq(users.id, solicitudesCobro.userId))
    .innerJoin(premios, eq(premios.id, solicitudesCobro.premioId))
    .where(estado ? eq(solicitudesCobro.estadoSolicitud, estado) : undefined)
    .orderBy(asc(solicitudesCobro.fechaEnvio), asc(solicitudesCobro.id))
}
