import { findUser } from '../accounts/users'
import {
  hasPendingVerification,
  myVerifications,
  submitVerification,
} from '../accounts/verification-requests'
import { account, refuseForeignUser, type AccountHandler } from '../auth/require-session'
import { readBody } from '../body'
import { message, ok, refuse, status } from '../http'
import type { Routes } from '../router'
import { take, tooMany } from '../throttle'
import {
  listOf,
  MAX_IMAGE_BYTES,
  verificationRecordSchema,
  verificationRequestSchema,
} from '@loteria/contract'
import { takeUploadTurn, uploadDeadline } from '@loteria/shared'
import { checkCountry } from '../validation/geography'
import { decodeImage, type DecodedImage } from '../validation/images'

// Identity verification: the player sends front, back and a selfie; the operator approves or
// rejects (handlers/operator-verification.ts). One pending request per player at a time.

const IMAGE_RULE = 'Cada imagen debe ser JPG, PNG o WEBP de hasta 25 MB.'
const PENDING = 'Ya tenés una solicitud de verificación pendiente.'
const IN_PROGRESS = 'Ya estamos recibiendo tus imágenes. Esperá a que termine el envío.'
const BUSY =
  'Estamos recibiendo muchas imágenes en este momento. Tus archivos siguen elegidos: volvé a enviarlos en un minuto.'

/** Three base64 images of 25 MB plus the JSON around them; more than this cannot be valid. */
const BODY_LIMIT = Math.ceil((3 * MAX_IMAGE_BYTES * 4) / 3) + 1024 * 1024

/**
 * A refused body is not read to its end: the connection closes with the answer (docs/history.md).
 */
function closing(response: Response): Response {
  response.headers.set('connection', 'close')
  return response
}

/**
 * A turn of the process's uploads (@loteria/shared upload-slots), the same count as the site's
 * door: one at a time per account and LIMIT_UPLOADS_ACCOUNT an hour (429), at most
 * UPLOADS_IN_FLIGHT at once (503 with Retry-After), refused before the body is read. The site's
 * in-process call already holds the account's turn, so only callers over HTTP take one here.
 */
function oneAtATime(handler: AccountHandler): AccountHandler {
  return async (context) => {
    if (context.inProcess) return handler(context)
    const turn = takeUploadTurn(context.session.userId)
    if (!turn.ok) {
      const refused = closing(
        turn.reason === 'busy'
          ? status(503, BUSY)
          : turn.reason === 'inProgress'
            ? status(429, IN_PROGRESS)
            : tooMany(turn.retryAfter),
      )
      refused.headers.set('retry-after', String(turn.retryAfter))
      return refused
    }
    try {
      return await handler(context)
    } finally {
      turn.release()
    }
  }
}

const verificationRecordListSchema = listOf(verificationRecordSchema)

export const verificationRoutes: Routes = {
  'POST rest/solicitud/solicitar-verificacion': account(
    oneAtATime(async ({ db, request, session }) => {
      // Everything that can refuse without the body comes first (the session, by `account`): the
      // body can be ~100 MB, and a refused request must not cost its upload.
      const throttled = await take('LIMIT_UPLOADS_ACCOUNT', String(session.userId))
      if (throttled) return throttled
      const user = await findUser(db, session.userId)
      if (user?.verificado) return status(409, 'Tu cuenta ya está verificada.')
      if (await hasPendingVerification(db, session.userId)) return status(409, PENDING)

      // Streamed with a hard ceiling, chunked bodies too (readBody counts what arrives), and cut
      // when it arrives too slowly (a trickle would hold the process's slot).
      const parsed = await readBody(request, verificationRequestSchema, {
        limit: BODY_LIMIT,
        deadline: uploadDeadline(),
        tooLarge: () => status(413, IMAGE_RULE),
        before: (raw) =>
          refuseForeignUser(session, (raw as { idUsuario?: unknown } | null)?.idUsuario),
      })
      if (!parsed.ok) {
        // Only a body left unread (400, 408, 413) closes the connection; a refusal read it whole.
        const unread = [400, 408, 413].includes(parsed.response.status)
        return unread ? closing(parsed.response) : parsed.response
      }
      const country = await checkCountry(db, parsed.data.codPais)
      if (country) return refuse(country)

      const images: DecodedImage[] = []
      for (const document of parsed.data.documentos) {
        const image = decodeImage(document)
        if (!image) return refuse(IMAGE_RULE)
        images.push(image)
      }

      const submitted = await submitVerification(db, session.userId, parsed.data.codPais, images)
      if (submitted === 'pending') return status(409, PENDING)
      return message(
        'Recibimos tu solicitud. La procesamos de lunes a viernes dentro de las 24 horas.',
      )
    }),
  ),

  'GET rest/solicitud/verificaciones/:userId': account(async ({ db, params, session }) => {
    const foreign = refuseForeignUser(session, params.userId)
    if (foreign) return foreign
    const rows = await myVerifications(db, session.userId)
    return ok(
      verificationRecordListSchema,
      rows.map((row) => ({ ...row, fecha: row.fecha.toISOString() })),
    )
  }),
}
