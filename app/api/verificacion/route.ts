import { NextResponse } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { runAccountAction } from '@/lib/actions/account-action'
import {
  readUserState,
  readVerificationHistory,
  requestVerification,
  type VerificationDocument,
} from '@/lib/backend/account'
import { UnauthorizedError } from '@/lib/backend/errors'
import { sniffImage } from '@/lib/image-type'
import { SNIFF_BYTES } from '@/lib/image-upload'
import { BodyTooLargeError } from '@/lib/limited-body'
import { streamImagesAsBase64, type StreamedForm } from '@/lib/multipart-images'
import { isSameOrigin } from '@/lib/request-info'
import { getSession } from '@/lib/session'
import { takeUploadTurn, uploadDeadline, UploadTooSlowError } from '@loteria/shared'
import { MAX_IMAGE_BYTES, verificationSchema } from '@/lib/validation/account'

// POST /api/verificacion – identity verification: nationality and three images as multipart form
// data (not 75 MB of JSON through the browser). Each image is checked here (size and real type)
// before it becomes the data URL the backend expects. The session and the account's state are
// checked before the body is read (401/409), then the process's uploads at once (503),
// the account's upload count and its one upload at a time (429), one count with the backend's own
// door (@loteria/shared upload-slots); the body is streamed with a hard ceiling on the whole and
// on each image (413) and must arrive in time (408, upload-deadline), and a refused upload's
// connection is closed rather than drained: it costs nothing. Each image is held once, as the base64 the backend call carries,
// and that call's JSON is streamed from those pieces (lib/multipart-images.ts).

export const dynamic = 'force-dynamic'

const FIELDS = ['frente', 'dorso', 'selfie'] as const
const BODY_LIMIT = 3 * MAX_IMAGE_BYTES + 1024 * 1024

/** A refused body is not read to its end: the connection closes with the answer. */
const CLOSE = { connection: 'close' }

/** 401 without a session, 409 when a check is pending or the account is verified, else the user. */
async function refuseBeforeBody(): Promise<NextResponse | { userId: number }> {
  const session = await getSession()
  const user = session.user
  const t = await getTranslations('Security')
  if (!user) {
    return NextResponse.json(
      { ok: false, message: t('sessionRequired'), redirectTo: '/login' },
      { status: 401, headers: CLOSE },
    )
  }
  const credentials = { cookies: { ...(session.backendCookies ?? {}) } }
  try {
    const [state, history] = await Promise.all([
      readUserState(credentials, user.id),
      readVerificationHistory(credentials, user.id),
    ])
    if (state.verificado)
      return NextResponse.json(
        { ok: false, message: t('alreadyVerified') },
        { status: 409, headers: CLOSE },
      )
    if (history.some((request) => request.estado === 'PENDIENTE'))
      return NextResponse.json(
        { ok: false, message: t('verificationPending') },
        { status: 409, headers: CLOSE },
      )
  } catch (error) {
    if (error instanceof UnauthorizedError) {
      return NextResponse.json(
        { ok: false, message: t('sessionRequired'), redirectTo: '/login' },
        { status: 401, headers: CLOSE },
      )
    }
    // Anything else: let the upload go on, the backend decides (and says why).
  }
  return { userId: user.id }
}

export async function POST(request: Request) {
  const t = await getTranslations('Validation')
  if (!isSameOrigin(request))
    return NextResponse.json(
      { ok: false, message: (await getTranslations('Api'))('foreignOrigin') },
      { status: 403 },
    )
  const allowed = await refuseBeforeBody()
  if (allowed instanceof Response) return allowed
  const turn = takeUploadTurn(allowed.userId)
  if (!turn.ok) {
    const messages = await getTranslations('UploadLimits')
    return NextResponse.json(
      { ok: false, message: messages(turn.reason) },
      {
        // A busy server is not the player's doing: 503, as a server refuses a load it cannot take.
        status: turn.reason === 'busy' ? 503 : 429,
        headers: { ...CLOSE, 'retry-after': String(turn.retryAfter) },
      },
    )
  }
  try {
    return await receive(request, t)
  } finally {
    turn.release()
  }
}

async function receive(
  request: Request,
  t: Awaited<ReturnType<typeof getTranslations<'Validation'>>>,
): Promise<NextResponse> {
  let form: StreamedForm
  try {
    form = await streamImagesAsBase64(
      request,
      { body: BODY_LIMIT, part: MAX_IMAGE_BYTES, head: SNIFF_BYTES },
      uploadDeadline(),
    )
  } catch (error) {
    if (error instanceof UploadTooSlowError) {
      const messages = await getTranslations('UploadLimits')
      return NextResponse.json(
        { ok: false, message: messages('tooSlow') },
        { status: 408, headers: CLOSE },
      )
    }
    const status = error instanceof BodyTooLargeError ? 413 : 400
    return NextResponse.json({ ok: false, message: t('imagen') }, { status, headers: CLOSE })
  }
  const parsed = verificationSchema.safeParse({ codigoPais: form.fields.get('codigoPais') })
  if (!parsed.success)
    return NextResponse.json(
      { ok: false, message: t('pais'), field: 'codigoPais' },
      { status: 400 },
    )

  const documentos: VerificationDocument[] = []
  for (const field of FIELDS) {
    const image = form.images.get(field)
    if (!image || image.size === 0) {
      return NextResponse.json({ ok: false, message: t('imagenRequerida'), field }, { status: 400 })
    }
    const mime = sniffImage(image.head)
    if (!mime) return NextResponse.json({ ok: false, message: t('imagen'), field }, { status: 400 })
    documentos.push({ mime, base64: image.base64 })
  }

  const result = await runAccountAction(async (credentials, user) => {
    const mensaje = await requestVerification(credentials, {
      idUsuario: user.id,
      codPais: Number(parsed.data.codigoPais),
      documentos: documentos as [VerificationDocument, VerificationDocument, VerificationDocument],
    })
    return { ok: true, message: mensaje, redirectTo: '/mi-cuenta/solicitar-verificacion' }
  })
  return NextResponse.json(result, {
    status: result.ok ? 200 : result.redirectTo === '/login' ? 401 : 200,
  })
}
