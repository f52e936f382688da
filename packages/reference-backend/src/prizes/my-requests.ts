import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { accountOrder, accountPage } from '../accounts/paging'
import type { Executor } from '../db/executor'
import { withTotal } from '../db/page'
import { draws, premios, solicitudesCobro } from '../db/schema'

// The player's collection requests (GET solicitud/solicitudes-cobro-por-usuario), paged like the
// other account lists, and the vouchers of the processed ones (GET solicitud/descargar-comprobante).

export interface RequestView {
  id: number
  fechaEnvio: string
  numeroCarton: string
  entidad: string
  fechaSorteo: string
  totalAcobrar: number
  destino: string
  estadoSolicitud: string
  sorteoId: number
  tipoSolicitud: string
  moneda: string
  /** Why it was rejected ('' otherwise). */
  motivo: string
}

export async function myRequests(
  db: Executor,
  userId: number,
  url: URL,
): Promise<{ datos: RequestView[]; total: number }> {
  const { limit, offset } = accountPage(url, 10)
  const mine = eq(solicitudesCobro.userId, userId)
  const { rows, total } = await withTotal(
    db,
    db
      .select({
        id: solicitudesCobro.id,
        fechaEnvio: solicitudesCobro.fechaEnvio,
        numeroCarton: premios.numeroCarton,
        entidad: solicitudesCobro.entidad,
        fechaSorteo: draws.fecha,
        totalAcobrar: solicitudesCobro.totalAcobrar,
        destino: solicitudesCobro.destino,
        estadoSolicitud: solicitudesCobro.estadoSolicitud,
        sorteoId: premios.sorteoId,
        tipoSolicitud: solicitudesCobro.tipoSolicitud,
        moneda: solicitudesCobro.moneda,
        motivo: solicitudesCobro.motivo,
      })
      .from(solicitudesCobro)
      .innerJoin(premios, eq(premios.id, solicitudesCobro.premioId))
      .innerJoin(draws, eq(draws.id, premios.sorteoId))
      .where(mine)
      .orderBy(
        accountOrder(url, solicitudesCobro.fechaEnvio),
        accountOrder(url, solicitudesCobro.id),
      )
      .limit(limit)
      .offset(offset),
    solicitudesCobro,
    mine,
  )
  return {
    datos: rows.map((row) => ({
      ...row,
      fechaEnvio: row.fechaEnvio.toISOString(),
      fechaSorteo: row.fechaSorteo.toISOString(),
    })),
    total,
  }
}

export interface VoucherView {
  /** The file name to download it by (GET solicitud/descarga/{archivo}). */
  imagenComprobante: string
  numeroCarton: string
  solicitudId: number
}

/** The player's processed requests of a draw that have a voucher. */
export async function myVouchers(
  db: Executor,
  userId: number,
  sorteoId: number,
): Promise<VoucherView[]> {
  const rows = await db
    .select({
      archivo: solicitudesCobro.comprobanteNombre,
      numeroCarton: premios.numeroCarton,
      solicitudId: solicitudesCobro.id,
    })
    .from(solicitudesCobro)
    .innerJoin(premios, eq(premios.id, solicitudesCobro.premioId))
    .where(
      and(
        eq(solicitudesCobro.userId, userId),
        eq(premios.sorteoId, sorteoId),
        eq(solicitudesCobro.estadoSolicitud, 'PROCESADA'),
        isNotNull(solicitudesCobro.comprobanteNombre),
      ),
    )
    .orderBy(solicitudesCobro.id)
  return rows.flatMap(({ archivo, ...row }) =>
    archivo ? [{ imagenComprobante: archivo, ...row }] : [],
  )
}

/**
 * The voucher file of request `id`, only when it is the player's, processed, and named `archivo`.
 * As base64 text: PGlite's bytea decoding is slow for large files.
 */
export async function myVoucherFile(db: Executor, userId: number, id: number, archivo: string) {
  const [voucher] = await db
    .select({
      mime: solicitudesCobro.comprobanteTipo,
      base64: sql<string>`encode(${solicitudesCobro.comprobante}, 'base64')`,
    })
    .from(solicitudesCobro)
    .where(
      and(
        eq(solicitudesCobro.id, id),
        eq(solicitudesCobro.userId, userId),
        eq(solicitudesCobro.estadoSolicitud, 'PROCESADA'),
        eq(solicitudesCobro.comprobanteNombre, archivo),
      ),
    )
  return voucher
}
