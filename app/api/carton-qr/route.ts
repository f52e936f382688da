import { NextResponse, type NextRequest } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { cardQrSvg } from '@/lib/card-qr/svg'
import { consume, retryAfterSeconds, type RateLimit } from '@loteria/shared'
import { clientAddressOf } from '@/lib/request-info'
import { cardCheckSchema } from '@/lib/validation/card-check'

// GET /api/carton-qr?carton=N&sorteo=S – the QR code (SVG) of a card of a draw, holding its
// /verificar address (lib/card-qr). Holds nothing a player could not type into the card check,
// so it needs no session; the same query always gives the same picture, so browsers keep it.

/** Generous: a player's Mis cartones or purchase shows one per card, and carriers share addresses. */
const PER_ADDRESS: RateLimit = { limit: 600, windowMs: 60_000 }

export async function GET(request: NextRequest) {
  const key = `carton-qr:${clientAddressOf(request.headers)}`
  if (!consume(key, PER_ADDRESS)) {
    const t = await getTranslations('Errors')
    return NextResponse.json(
      { error: true, mensaje: t('tooManyAttempts') },
      {
        status: 429,
        headers: { 'Retry-After': String(retryAfterSeconds(key, PER_ADDRESS)) },
      },
    )
  }
  const parsed = cardCheckSchema.safeParse({
    carton: request.nextUrl.searchParams.get('carton') ?? '',
    sorteo: request.nextUrl.searchParams.get('sorteo') ?? '',
  })
  if (!parsed.success) {
    const t = await getTranslations('CardQr')
    return NextResponse.json({ error: true, mensaje: t('invalidParams') }, { status: 400 })
  }
  return new Response(await cardQrSvg(parsed.data), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      // An SVG opened on its own is a document: it may run nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}
