import { account, refuseForeignUser } from '../auth/require-session'
import { readBody } from '../body'
import { drawIdParam } from '../draws/store'
import { message, notFound, ok, refuse } from '../http'
import { sendCollectionRequest } from '../prizes/collection-requests'
import { myRequests, myVoucherFile, myVouchers } from '../prizes/my-requests'
import { voucherRequestId } from '../prizes/voucher'
import type { Routes } from '../router'
import {
  collectionRequestItemSchema,
  collectionRequestSchema,
  pageOf,
  voucherListSchema,
} from '@loteria/contract'

// Collection requests: sending one, the player's list, and the vouchers of processed ones.

/** docs/product.md §8: this call's message travels in `datos` too (the site shows `datos`). */
const inDatos = (outcome: { mensaje: string } | { refusal: string }) =>
  'refusal' in outcome
    ? refuse(outcome.refusal, { datos: outcome.refusal })
    : message(outcome.mensaje, { datos: outcome.mensaje })

const requestPageSchema = pageOf(collectionRequestItemSchema)

export const prizeRequestRoutes: Routes = {
  'POST rest/usuarios/envio-solicitud-cobro': account(async ({ db, request, session }) => {
    const body = await readBody(request, collectionRequestSchema, {
      before: (raw) =>
        refuseForeignUser(session, (raw as { usuarioId?: unknown } | null)?.usuarioId),
      refusal: (mensaje) => inDatos({ refusal: mensaje }),
    })
    if (!body.ok) return body.response
    return inDatos(await sendCollectionRequest(db, session.userId, body.data, new Date()))
  }),

  /**
   * Paged like mis-movimientos: `datos: { datos: [...], total }`, by send date, `orden=asc`
   * oldest first, anything else newest first.
   */
  'GET rest/solicitud/solicitudes-cobro-por-usuario': account(async ({ db, url, session }) => {
    const foreign = refuseForeignUser(session, url.searchParams.get('idUsuario'))
    if (foreign) return foreign
    return ok(requestPageSchema, await myRequests(db, session.userId, url))
  }),

  'GET rest/solicitud/descargar-comprobante/:sorteoId': account(async ({ db, params, session }) => {
    const sorteoId = drawIdParam(params.sorteoId)
    return ok(
      voucherListSchema,
      sorteoId === undefined ? [] : await myVouchers(db, session.userId, sorteoId),
    )
  }),

  /** The voucher file itself, only to its owner (404 for anyone else, as for a missing one). */
  'GET rest/solicitud/descarga/:archivo': account(async ({ db, params, session }) => {
    const archivo = params.archivo ?? ''
    const id = voucherRequestId(archivo)
    if (id === undefined) return notFound()
    const voucher = await myVoucherFile(db, session.userId, id, archivo)
    if (!voucher?.mime || !voucher.base64) return notFound()
    const bytes = Buffer.from(voucher.base64, 'base64')
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': voucher.mime,
        'content-length': String(bytes.length),
        'content-disposition': `attachment; filename="${archivo}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  }),
}
