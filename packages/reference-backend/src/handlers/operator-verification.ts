import { z } from 'zod'
import { findUser } from '../accounts/users'
import {
  decideVerification,
  verificationDocument,
  verificationQueue,
  VERIFICATION_STATES,
} from '../accounts/verification-queue'
import { readBody } from '../body'
import { sendMail } from '../mail'
import { message, notFound, ok, refuse, status } from '../http'
import type { HandlerContext, Routes } from '../router'

// Operator: the verification queue. A request moves PENDIENTE → APROBADA | RECHAZADA once;
// approving marks the player verified and validated. The player is told by e-mail.

const ALREADY_PROCESSED = 'La solicitud ya fue procesada.'

function requestId(raw: string | undefined): number | undefined {
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

async function notify(db: HandlerContext['db'], userId: number, asunto: string, lines: string[]) {
  const user = await findUser(db, userId)
  if (!user) return
  await sendMail(db, {
    para: user.email,
    asunto,
    cuerpo: [`Hola, ${user.nombre}:`, '', ...lines].join('\n'),
  })
}

const rejectionSchema = z.object({
  observacion: z
    .string({ error: 'Indicá el motivo del rechazo.' })
    .trim()
    .min(1, 'Indicá el motivo del rechazo.')
    .max(500, 'El motivo no puede tener más de 500 caracteres.'),
})

export const operatorVerificationRoutes: Routes = {
  'GET operador/verificaciones': async ({ db, url }) => {
    const raw = url.searchParams.get('estado')?.toUpperCase()
    const estado = raw ? z.enum(VERIFICATION_STATES).safeParse(raw) : undefined
    if (estado && !estado.success)
      return status(400, 'Estado desconocido: PENDIENTE, APROBADA o RECHAZADA.')
    const rows = await verificationQueue(db, estado?.success ? estado.data : undefined)
    return ok(
      rows.map(({ apellido, ...row }) => ({
        ...row,
        nombre: `${row.nombre} ${apellido}`,
        fecha: row.fecha.toISOString(),
      })),
    )
  },

  'POST operador/verificaciones/:id/aprobar': async ({ db, params }) => {
    const id = requestId(params.id)
    if (id === undefined) return notFound()
    const result = await decideVerification(db, id, 'APROBADA', 'Identidad verificada')
    if (result === 'not-found') return notFound()
    if (result === 'processed') return refuse(ALREADY_PROCESSED)
    await notify(db, result.userId, 'Tu cuenta fue verificada', [
      'Revisamos tus documentos y verificamos tu identidad. Tu cuenta ya está verificada.',
    ])
    return message('Solicitud aprobada')
  },

  'POST operador/verificaciones/:id/rechazar': async ({ db, params, request }) => {
    const id = requestId(params.id)
    if (id === undefined) return notFound()
    const parsed = await readBody(request, rejectionSchema)
    if (!parsed.ok) return parsed.response
    const result = await decideVerification(db, id, 'RECHAZADA', parsed.data.observacion)
    if (result === 'not-found') return notFound()
    if (result === 'processed') return refuse(ALREADY_PROCESSED)
    await notify(db, result.userId, 'No pudimos verificar tu cuenta', [
      'Revisamos tus documentos y no pudimos verificar tu identidad.',
      `Motivo: ${parsed.data.observacion}`,
      'Podés enviar una nueva solicitud desde Mi Cuenta.',
    ])
    return message('Solicitud rechazada')
  },

  'GET operador/verificaciones/:id/documentos/:n': async ({ db, params }) => {
    const id = requestId(params.id)
    const orden = Number(params.n)
    if (id === undefined || !Number.isInteger(orden) || orden < 0 || orden > 2) return notFound()
    const document = await verificationDocument(db, id, orden)
    if (!document) return notFound()
    const bytes = Buffer.from(document.base64, 'base64')
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': document.mime,
        'content-length': String(bytes.length),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  },
}
