import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { type collectionRequestItemSchema, REQUEST_STATES, type Voucher } from '@loteria/contract'
import { accountPage } from '../accounts/paging'
import type { Executor } from '../db/executor'
import { draws, mediosPagoUsuario, pagosBilletera, premios, solicitudesCobro } from '../db/schema'

// The player's collection requests (GET solicitud/solicitudes-cobro-por-usuario), paged like the
// other account lists, and the vouchers of the processed ones (GET solicitud/descargar-comprobante).

/** A request as the contract reads it (GET solicitud/solicitudes-cobro-por-usuario). */
type RequestView = z.input<typeof collectionRequestItemSchema>

/** The stored state, one of the contract's: a row with another is refused, not sent on. */
const requestState = (estado: string) => z.enum(REQUEST_STATES).parse(estado)

/** How a wallet payment reads in the list: sent to the wallet's provider, by the wallet. */
const WALLET_ENTITY = 'Billetera'
const WALLET_TYPE = 'BILLETERA'
const WALLET_STATE = 'COBRO_SOLICITADO'

/**
 * The player's claims: the collection requests and the prizes paid into a wallet (a
 * wallet claim marked the prize Solicitado and was listed nowhere). A player's claims are few,
 * so both are read whole, merged by send date and paged here.
 */
export async function myRequests(
  db: Executor,
  userId: number,
  url: URL,
): Promise<{ datos: RequestView[]; total: number }> {
  const { limit, offset } = accountPage(url, 10)
  const requests = await db
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
    .where(eq(solicitudesCobro.userId, userId))
  const walletPayments = await db
    .select({
      id: pagosBilletera.id,
      fechaEnvio: pagosBilletera.creadoEn,
      numeroCarton: premios.numeroCarton,
      fechaSorteo: draws.fecha,
      totalAcobrar: pagosBilletera.monto,
      destino: mediosPagoUsuario.numero,
      sorteoId: premios.sorteoId,
    })
    .from(pagosBilletera)
    .innerJoin(premios, eq(premios.id, pagosBilletera.premioId))
    .innerJoin(draws, eq(draws.id, premios.sorteoId))
    .innerJoin(mediosPagoUsuario, eq(mediosPagoUsuario.id, pagosBilletera.walletId))
    .where(eq(pagosBilletera.userId, userId))
  const all = [
    ...requests.map((row) => ({ ...row, wallet: false })),
    ...walletPayments.map((row) => ({
      ...row,
      entidad: WALLET_ENTITY,
      estadoSolicitud: WALLET_STATE,
      tipoSolicitud: WALLET_TYPE,
      moneda: 'Guaranies',
      motivo: '',
      wallet: true,
    })),
  ]
  const ascending = url.searchParams.get('orden')?.toLowerCase() === 'asc'
  all.sort((a, b) => {
    const by = a.fechaEnvio.getTime() - b.fechaEnvio.getTime() || a.id - b.id
    return ascending ? by : -by
  })
  return {
    datos: all.slice(offset, offset + limit).map(({ wallet: _wallet, ...row }) => ({
      ...row,
      estadoSolicitud: requestState(row.estadoSolicitud),
      fechaEnvio: row.fechaEnvio.toISOString(),
      fechaSorteo: row.fechaSorteo.toISOString(),
    })),
    total: all.length,
  }
}

/** A voucher as the contract reads it: the file to download it by, its card and request. */
type VoucherView = Voucher

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
