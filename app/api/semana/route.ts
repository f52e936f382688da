import { NextResponse } from 'next/server'
import { unavailableResponse } from '@/lib/api-errors'
import { noteWeekState, readWeekState } from '@/lib/draws/week-changes'

// GET /api/semana – the draw on sale and its phase now, for open pages (DrawWatch). Read from the
// backend at most once a second per process (s-maxage=1 and the page memory), whatever the number
// of open tabs; a change it sees expires the week's pages at once.

export const dynamic = 'force-dynamic'

export async function GET() {
  try {
    const state = await readWeekState()
    noteWeekState(state)
    return NextResponse.json(state, {
      headers: { 'Cache-Control': 'public, max-age=0, s-maxage=1' },
    })
  } catch (error) {
    return unavailableResponse(error)
  }
}
