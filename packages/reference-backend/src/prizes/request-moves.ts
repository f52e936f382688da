import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client'
import { premios, solicitudesCobro } from '../db/schema'
import { PRIZE_CLAIMED, PRIZE_PENDING } from './prize-states'
import { cannotMove, statesBefore, type RequestMove } from './request-states'
import { voucherFileName, type Voucher } from './voucher'

// The operator's moves of a collection request, each one conditional update on the states it may
// come from (request-states.ts), so a repeated or backward move changes nothing. A rejection also
// gives the prize back to the player (PENDIENTE, in the same transaction): they can fix what was
// wrong (an account, a name) and claim it again; the rejected request stays, with its reason.

export interface MovedRequest {
  id: number
  userId: number
  premioId: number
  totalAcobrar: number
  tipoSolicitud: string
  entidad: string
  destino: string
}

export type MoveDetails =
  | { to: 'COBRO_SOLICITADO' }
  | { to: 'PROCESADA'; voucher: Voucher }
  | { to: 'RECHAZADA'; motivo: string }

function changesFor(id: number, details: MoveDetails, now: Date) {
  switch (details.to) {
    case 'COBRO_SOLICITADO':
      return { estadoSolicitud: details.to }
    case 'PROCESADA':
      return {
        estadoSolicitud: details.to,
        comprobante: details.voucher.bytes,
        comprobanteTipo: details.voucher.mime,
        comprobanteNombre: voucherFileName(id, details.voucher.extension),
        fechaProceso: now,
      }
    case 'RECHAZADA':
      return { estadoSolicitud: details.to, motivo: details.motivo, fechaProceso: now }
  }
}

export async function moveRequest(
  db: Database,
  id: number,
  details: MoveDetails,
  now: Date,
): Promise<MovedRequest | 'not-found' | { refusal: string }> {
  const to: RequestMove = details.to
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(solicitudesCobro)
      .set(changesFor(id, details, now))
      .where(
        and(
          eq(solicitudesCobro.id, id),
          inArray(solicitudesCobro.estadoSolicitud, statesBefore(to)),
        ),
      )
      .returning({
        id: solicitudesCobro.id,
        userId: solicitudesCobro.userId,
        premioId: solicitudesCobro.premioId,
        totalAcobrar: solicitudesCobro.totalAcobrar,
        tipoSolicitud: solicitudesCobro.tipoSolicitud,
        entidad: solicitudesCobro.entidad,
        destino: solicitudesCobro.destino,
      })
    if (row && to === 'RECHAZADA') {
      await tx
        .update(premios)
        .set({ estado: PRIZE_PENDING })
        .where(and(eq(premios.id, row.premioId), eq(premios.estado, PRIZE_CLAIMED)))
    }
    return row
  })
  if (moved) return moved
  const [current] = await db
    .select({ estado: solicitudesCobro.estadoSolicitud })
    .from(solicitudesCobro)
    .where(eq(solicitudesCobro.id, id))
  return current ? { refusal: cannotMove(id, current.estado, to) } : 'not-found'
}
