import { z } from 'zod'
import { iso } from '../accounts/paging'
import { readBody } from '../body'
import { idParam, message, notFound, ok, refuse, status } from '../http'
import {
  REASON_REQUIRED,
  REASON_TOO_LONG,
  UNKNOWN_REQUEST_STATE,
  VOUCHER_INVALID,
  VOUCHER_REQUIRED,
} from '../prizes/messages'
import { prizeValue } from '../prizes/player-prize'
import { recordedPrizes } from '../prizes/recorded-prizes'
import { collectionRequestQueue } from '../prizes/request-queue'
import { noticeProcessed, noticeRejected } from '../prizes/request-notices'
import { moveRequest, type MoveDetails } from '../prizes/request-moves'
import { MOVED, REQUEST_STATES } from '../prizes/request-states'
import { readVoucher } from '../prizes/voucher'
import type { HandlerContext, Routes } from '../router'

// Operator: the collection request queue (send to payment, process with a voucher, reject with a
// reason; the player is told by e-mail when it is processed or rejected) and the recorded prizes.

const rejectionSchema = z.object(
  {
    motivo: z
      .string({ error: REASON_REQUIRED })
      .trim()
      .min(1, REASON_REQUIRED)
      .max(500, REASON_TOO_LONG),
  },
  { error: REASON_REQUIRED },
)

/** Moves the request; answers the refusal, or the move's message after telling the player. */
async function move(db: HandlerContext['db'], id: number, details: MoveDetails): Promise<Response> {
  const moved = await moveRequest(db, id, details, new Date())
  if (moved === 'not-found') return notFound()
  if ('refusal' in moved) return refuse(moved.refusal)
  if (details.to === 'PROCESADA') await noticeProcessed(db, moved)
  if (details.to === 'RECHAZADA') await noticeRejected(db, moved, details.motivo)
  return message(MOVED[details.to])
}

export const operatorPrizeRoutes: Routes = {
  /** Every request, oldest first (the order the queue is worked); `estado` filters. */
  'GET operador/solicitudes-cobro': async ({ db, url }) => {
    const raw = url.searchParams.get('estado')?.toUpperCase()
    const estado = raw ? z.enum(REQUEST_STATES).safeParse(raw) : undefined
    if (estado && !estado.success) return status(400, UNKNOWN_REQUEST_STATE)
    const rows = await collectionRequestQueue(db, estado?.success ? estado.data : undefined)
    return ok(
      rows.map((row) => ({
        ...row,
        fechaEnvio: row.fechaEnvio.toISOString(),
        fechaProceso: iso(row.fechaProceso),
      })),
    )
  },

  'POST operador/solicitudes-cobro/:id/enviar': async ({ db, params }) => {
    const id = idParam(params.id)
    return id === undefined ? notFound() : move(db, id, { to: 'COBRO_SOLICITADO' })
  },

  /** Multipart, the voucher in `comprobante` (PNG, JPEG or PDF, at most 5 MB). */
  'POST operador/solicitudes-cobro/:id/procesar': async ({ db, params, request }) => {
    const id = idParam(params.id)
    if (id === undefined) return notFound()
    const read = await readVoucher(request)
    if ('problem' in read)
      return refuse(read.problem === 'missing' ? VOUCHER_REQUIRED : VOUCHER_INVALID)
    return move(db, id, { to: 'PROCESADA', voucher: read.voucher })
  },

  'POST operador/solicitudes-cobro/:id/rechazar': async ({ db, params, request }) => {
    const id = idParam(params.id)
    if (id === undefined) return notFound()
    const parsed = await readBody(request, rejectionSchema)
    if (!parsed.ok) return parsed.response
    return move(db, id, { to: 'RECHAZADA', motivo: parsed.data.motivo })
  },

  /** Recorded prizes, newest first; `email` keeps one player's (support, tests). */
  'GET operador/premios': async ({ db, url }) => {
    const email = url.searchParams.get('email')?.trim().toLowerCase()
    const rows = await recordedPrizes(db, email)
    return ok(
      rows.map(({ prize, email: owner }) => ({
        id: prize.id,
        idUsuario: prize.userId,
        email: owner,
        sorteoId: prize.sorteoId,
        numeroCarton: prize.numeroCarton,
        jugada: prize.jugada,
        aciertos: prize.aciertos,
        premio: prizeValue(prize),
        descuentoFiscal: prize.descuentoFiscal,
        total: prize.total,
        estado: prize.estado,
        canjear: prize.canjear,
        canjeadoCardId: prize.canjeadoCardId,
        creadoEn: prize.creadoEn.toISOString(),
      })),
    )
  },
}
