import { NextResponse } from 'next/server'
import { runAccountAction } from '@/lib/actions/account-action'
import { unavailableResponse } from '@/lib/api-errors'
import { readCurrentDrawOrNone } from '@/lib/draws/current-draw'
import { readMyCards } from '@/lib/backend/buying'
import { readMyPrizes } from '@/lib/backend/prizes'
import { cardsOfDraw, prizesWaiting, type PersonalHome } from '@/lib/home/personal'
import { getSession } from '@/lib/session'

// GET /api/inicio – the logged-in player's block of the home: their cards for Sunday and the
// prizes waiting to be collected. The home's HTML stays static; only a hinted browser asks.

export const dynamic = 'force-dynamic'

const PRIVATE = { 'Cache-Control': 'private, no-store' }
const SIGNED_OUT: PersonalHome = { sesion: false }

export async function GET() {
  if ((await getSession()).user === undefined) {
    return NextResponse.json(SIGNED_OUT, { headers: PRIVATE })
  }
  const result = await runAccountAction(async (credentials, user) => {
    const [draw, cards, prizes] = await Promise.all([
      readCurrentDrawOrNone(),
      readMyCards(credentials, user.id),
      readMyPrizes(credentials, user.id),
    ])
    const data: PersonalHome = {
      sesion: true,
      sorteo: draw?.identificador ?? '',
      cartones: draw ? cardsOfDraw(cards, draw.id) : [],
      premios: prizesWaiting(prizes),
    }
    return { ok: true, message: '', data }
  })
  if (!result.ok) {
    if (result.redirectTo === '/login') return NextResponse.json(SIGNED_OUT, { headers: PRIVATE })
    return unavailableResponse(new Error(result.message))
  }
  return NextResponse.json(result.data ?? SIGNED_OUT, { headers: PRIVATE })
}
