import { NextResponse, type NextRequest } from 'next/server'
import { unavailableResponse } from '@/lib/api-errors'
import { getCardCheck } from '@/lib/backend'
import { cardCheckSchema } from '@/lib/validation/card-check'

// GET /api/consulta?sorteo=ID&carton=NNN – did this card win in that draw? (ticket/consulta)

export async function GET(request: NextRequest) {
  const parsed = cardCheckSchema.safeParse({
    sorteo: request.nextUrl.searchParams.get('sorteo') ?? '',
    carton: request.nextUrl.searchParams.get('carton') ?? '',
  })
  if (!parsed.success) {
    return NextResponse.json(
      { error: true, mensaje: 'Número de cartón inválido.' },
      { status: 400 },
    )
  }
  try {
    const premios = await getCardCheck(Number(parsed.data.sorteo), parsed.data.carton)
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
