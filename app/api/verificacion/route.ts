import { NextResponse } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { runAccountAction } from '@/lib/actions/account-action'
import { requestVerification } from '@/lib/backend/account'
import { sniffImage } from '@/lib/image-type'
import { isSameOrigin } from '@/lib/request-info'
import { MAX_IMAGE_BYTES, verificationSchema } from '@/lib/validation/account'

// POST /api/verificacion – identity verification: nationality and three images as multipart form
// data (not 75 MB of JSON through the browser). Each image is checked here (size and real type)
// before it becomes the data URL the backend expects.

export const dynamic = 'force-dynamic'

const FIELDS = ['frente', 'dorso', 'selfie'] as const

export async function POST(request: Request) {
  const t = await getTranslations('Validation')
  if (!isSameOrigin(request))
    return NextResponse.json({ ok: false, message: 'Origen no permitido' }, { status: 403 })
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > 3 * MAX_IMAGE_BYTES + 1024 * 1024) {
    return NextResponse.json({ ok: false, message: t('imagen') }, { status: 413 })
  }

  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return NextResponse.json({ ok: false, message: t('imagen') }, { status: 400 })
  }
  const parsed = verificationSchema.safeParse({ codigoPais: form.get('codigoPais') })
  if (!parsed.success)
    return NextResponse.json(
      { ok: false, message: t('pais'), field: 'codigoPais' },
      { status: 400 },
    )

  const documentos: string[] = []
  for (const field of FIELDS) {
    const file = form.get(field)
    if (!(file instanceof File) || file.size === 0) {
      return NextResponse.json({ ok: false, message: t('imagenRequerida'), field }, { status: 400 })
    }
    if (file.size > MAX_IMAGE_BYTES)
      return NextResponse.json({ ok: false, message: t('imagen'), field }, { status: 413 })
    const bytes = new Uint8Array(await file.arrayBuffer())
    const mime = sniffImage(bytes)
    if (!mime) return NextResponse.json({ ok: false, message: t('imagen'), field }, { status: 400 })
    documentos.push(`data:${mime};base64,${Buffer.from(bytes).toString('base64')}`)
  }

  const result = await runAccountAction(async (credentials, user) => {
    const mensaje = await requestVerification(credentials, {
      idUsuario: user.id,
      codPais: Number(parsed.data.codigoPais),
      documentos: documentos as [string, string, string],
    })
    return { ok: true, message: mensaje, redirectTo: '/mi-cuenta/solicitar-verificacion' }
  })
  return NextResponse.json(result, {
    status: result.ok ? 200 : result.redirectTo === '/login' ? 401 : 200,
  })
}
