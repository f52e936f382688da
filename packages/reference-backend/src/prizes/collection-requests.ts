import { and, eq } from 'drizzle-orm'
import { type CollectionRequestPayload, transferAllowed } from '@loteria/contract'
import type { Database } from '../db/client'
import { uniqueViolation } from '../db/errors'
import { entidadesPago, solicitudesCobro } from '../db/schema'
import { checkCountry, checkPlace } from '../validation/geography'
import { claimablePrize, markClaimed } from './claim-prize'
import {
  outsideTransferLimits,
  PRIZE_ALREADY_CLAIMED,
  REQUEST_SENT,
  UNKNOWN_ENTITY,
} from './messages'

// POST usuarios/envio-solicitud-cobro: a cash prize whose total lies between the transfer limits,
// paid by transfer or giro once the operator processes the request. In one transaction the prize
// moves to COBRO_SOLICITADO and the request is stored with the prize's own amounts.

class AlreadyClaimed extends Error {}

export async function sendCollectionRequest(
  db: Database,
  userId: number,
  form: CollectionRequestPayload,
  now: Date,
): Promise<{ mensaje: string } | { refusal: string }> {
  const claimable = await claimablePrize(db, userId, form.premiadoId, {
    allowed: transferAllowed,
    outside: (limits) => outsideTransferLimits(limits.minTransferencia, limits.maxTransferencia),
  })
  if ('refusal' in claimable) return claimable
  const { prize } = claimable
  const [entity] = await db
    .select({ id: entidadesPago.id })
    .from(entidadesPago)
    .where(
      and(
        eq(entidadesPago.nombreEntidad, form.entidad),
        eq(entidadesPago.tipoEntidadSolicitud, form.tipoSolicitud),
      ),
    )
  if (!entity) return { refusal: UNKNOWN_ENTITY }
  const place =
    (await checkCountry(db, form.codPaisResidencia)) ??
    (await checkPlace(db, form.codigoDepartamento, form.codigoCiudad))
  if (place) return { refusal: place }

  try {
    await db.transaction(async (tx) => {
      if (!(await markClaimed(tx, prize.id))) throw new AlreadyClaimed()
      await tx.insert(solicitudesCobro).values({
        userId,
        premioId: prize.id,
        tipoSolicitud: form.tipoSolicitud,
        entidad: form.entidad,
        destino: form.destino,
        moneda: form.moneda,
        nombreApellido: form.nombreApellido,
        tipoDocumento: form.tipoDocumento,
        numeroDocumento: form.numeroDocumento,
        profesion: form.profesion,
        estadoCivil: form.estadoCivil,
        direccionLaboral: form.direccionLaboral,
        direccionParticular: form.direccionParticular,
        codPaisResidencia: form.codPaisResidencia,
        codigoDepartamento: form.codigoDepartamento,
        codigoCiudad: form.codigoCiudad,
        barrio: form.barrio,
        premio: prize.premio,
        descuentoFiscal: prize.descuentoFiscal,
        totalAcobrar: prize.total,
        estadoSolicitud: 'PENDIENTE',
        fechaEnvio: now,
      })
    })
  } catch (error) {
    if (error instanceof AlreadyClaimed) return { refusal: PRIZE_ALREADY_CLAIMED }
    // The unique index, should a second request slip past the conditional update.
    if (uniqueViolation(error) === 'solicitudes_cobro_premio_unique') {
      return { refusal: PRIZE_ALREADY_CLAIMED }
    }
    throw error
  }
  return { mensaje: REQUEST_SENT }
}
