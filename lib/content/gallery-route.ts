import 'server-only'
import { NextResponse, type NextRequest } from 'next/server'
import { unavailableResponse } from '@/lib/api-errors'
import type { Page } from '@/lib/backend/public'
import type { DetailCard } from './cards'

/** GET handler for the next page of a card gallery (Ver más): `?pagina=N` → `{ items, total }`. */
export function galleryRoute<T>(
  getPage: (cantidad: number, pagina: number) => Promise<Page<T>>,
  toCard: (item: T, index: number) => DetailCard,
  pageSize: number,
) {
  return async function GET(request: NextRequest) {
    const pagina = Math.max(
      1,
      Math.min(100, Number(request.nextUrl.searchParams.get('pagina')) || 1),
    )
    try {
      const { items, total } = await getPage(pageSize, pagina)
      const offset = (pagina - 1) * pageSize
      return NextResponse.json(
        { items: items.map((item, i) => toCard(item, offset + i)), total },
        { headers: { 'Cache-Control': 'public, s-maxage=300, stale-while-revalidate=600' } },
      )
    } catch (error) {
      return unavailableResponse(error)
    }
  }
}
