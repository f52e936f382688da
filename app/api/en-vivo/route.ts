import { NextResponse } from 'next/server'
import { unavailableResponse } from '@/lib/api-errors'
import { expireNow, TAGS } from '@/lib/backend/cache'
import { getLiveView } from '@/lib/live/view'

// GET /api/en-vivo – the live draw's state for the page and the header's EN VIVO badge (read from
// the backend at most twice a second per process, whatever the number of visitors).

export const dynamic = 'force-dynamic'

/** Draws whose end this process has published already. */
const published = new Set<number>()

export async function GET() {
  try {
    const view = await getLiveView()
    if (view.estado === 'FINALIZADO' && view.sorteo && !published.has(view.sorteo.id)) {
      // The operator's CLI publishes the result at the end; a draw finished without it (the CLI
      // stopped) is published by the first visitor of this process who sees it finished.
      published.add(view.sorteo.id)
      expireNow(TAGS.draws)
      expireNow(TAGS.winners)
    }
    return NextResponse.json(view, {
      headers: { 'Cache-Control': 'public, max-age=0, s-maxage=1' },
    })
  } catch (error) {
    return unavailableResponse(error)
  }
}
