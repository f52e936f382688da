import { NextResponse } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { runAccountAction } from '@/lib/actions/account-action'
import { downloadVoucher, readVouchers } from '@/lib/backend/prizes'
import { idSchema } from '@/lib/validation/buying'

// GET /api/comprobante/{sorteoId}?carton=N – the voucher of the player's processed collection
// request in that draw (docs/product.md §7: descargar-comprobante, then the file under
// solicitud/descarga/), streamed from the backend with the player's session.

export const dynamic = 'force-dynamic'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function GET(request: Request, { params }: { params: Promise<{ sorteoId: string }> }) {
  const t = await getTranslations('Prizes')
  const missing = () =>
    NextResponse.json({ message: t('voucherMissing') }, { status: 404, headers: PRIVATE })
  const sorteoId = idSchema.safeParse((await params).sorteoId)
  if (!sorteoId.success) return missing()
  const carton = new URL(request.url).searchParams.get('carton')

  const result = await runAccountAction(async (credentials) => {
    const vouchers = await readVouchers(credentials, sorteoId.data)
    const voucher = vouchers.find((v) => v.numeroCarton === carton) ?? vouchers[0]
    if (!voucher) return { ok: false, message: t('voucherMissing') }
    return {
      ok: true,
      message: '',
      data: await downloadVoucher(credentials, voucher.imagenComprobante),
    }
  })
  if (!result.ok) {
    if (result.redirectTo === '/login') {
      return NextResponse.json({ message: result.message }, { status: 401, headers: PRIVATE })
    }
    return missing()
  }
  const file = result.data!
  const headers = new Headers(PRIVATE)
  headers.set('Content-Type', file.headers.get('content-type') ?? 'application/octet-stream')
  headers.set(
    'Content-Disposition',
    file.headers.get('content-disposition') ?? 'attachment; filename="comprobante"',
  )
  headers.set('X-Content-Type-Options', 'nosniff')
  return new Response(file.body, { status: 200, headers })
}
