import { NextResponse, type NextRequest } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { unavailableResponse } from '@/lib/api-errors'
import { getWinners } from '@/lib/backend'

// GET /api/ganadores?cantidad=N[&ciudad=X] – the first N winners (Ver más raises N by 20).

const querySchema = z.object({
  cantidad: z.coerce.number().int().min(1).max(1000),
  ciudad: z.string().trim().max(80).optional(),
})

export async function GET(request: NextRequest) {
  const parsed = querySchema.safeParse({
    cantidad: request.nextUrl.searchParams.get('cantidad') ?? '20',
    ciudad: request.nextUrl.searchParams.get('ciudad') || undefined,
  })
  if (!parsed.success) {
    const t = await getTranslations('Errors')
    return NextResponse.json({ error: true, mensaje: t('invalidRequest') }, { status: 400 })
  }
  try {
    const page = await getWinners({
      pagina: 1,
      cantidad: parsed.data.cantidad,
      ciudad: parsed.data.ciudad,
    })
    return NextResponse.json(page, {
      headers: { 'Cache-Control': 'public, s-maxage=300, stale-while-revalidate=600' },
    })
  } catch (error) {
    return unavailableResponse(error)
  }
}
