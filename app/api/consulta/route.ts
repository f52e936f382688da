import { NextResponse, type NextRequest } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { consume, retryAfterSeconds, ruleFromEnv } from '@loteria/shared'
import { unavailableResponse } from '@/lib/api-errors'
import { readCardCheck } from '@/lib/backend'
import { clientAddressOf } from '@/lib/request-info'
import { cardCheckSchema } from '@/lib/validation/card-check'

// GET /api/consulta?sorteo=ID&carton=NNN – did this card win in that draw? (ticket/consulta)
// Every distinct card is a backend call: counted per address before it is made (1,000
// cards made 1,000 calls in 7 s). Generous, since carriers put many players behind one address.

const PER_ADDRESS = { limit: 120, windowMs: 60_000 }

export async function GET(request: NextRequest) {
  const rule = ruleFromEnv('LIMIT_CONSULTA_ADDRESS', PER_ADDRESS)
  const key = `consulta:${clientAddressOf(request.headers)}`
  if (!consume(key, rule)) {
    const t = await getTranslations('Errors')
    return NextResponse.json(
      { error: true, mensaje: t('tooManyAttempts') },
      {
        status: 429,
        headers: {
          'Retry-After': String(retryAfterSeconds(key, rule)),
          'Cache-Control': 'private, no-store',
        },
      },
    )
  }
  const parsed = cardCheckSchema.safeParse({
    sorteo: request.nextUrl.searchParams.get('sorteo') ?? '',
    carton: request.nextUrl.searchParams.get('carton') ?? '',
  })
  if (!parsed.success) {
    return NextResponse.json(
      { error: true, mensaje: (await getTranslations('Api'))('invalidCardNumber') },
      { status: 400 },
    )
  }
  try {
    const premios = await readCardCheck(Number(parsed.data.sorteo), parsed.data.carton)
    return NextResponse.json(
      {
        ganador: premios.length > 0,
        premios: premios.map((p) => ({
          primerMensaje: p.primerMensaje,
          segundoMensaje: p.segundoMensaje,
          nroCarton: p.nroCarton,
        })),
      },
      // A past draw's answer does not change: let a CDN absorb repeated checks on draw night.
      { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300' } },
    )
  } catch (error) {
    return unavailableResponse(error)
  }
}
