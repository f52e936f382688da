import { NextResponse } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { runAccountAction } from '@/lib/actions/account-action'
import { unavailableResponse } from '@/lib/api-errors'
import { NotFoundError } from '@/lib/backend/errors'
import { readMyLiveCards } from '@/lib/backend/live'
import type { MyLiveCardsView } from '@/lib/live/types'
import { consume } from '@loteria/shared'
import { clientAddressOf } from '@/lib/request-info'
import { getSession } from '@/lib/session'

// GET /api/en-vivo/mis-cartones – the logged-in player's cards in the live draw, with the
// backend session kept in the site's cookie (the player is the session's, never the request's).

export const dynamic = 'force-dynamic'

const PRIVATE = { 'Cache-Control': 'private, no-store' }
/** The page asks once on load and once at the end: a minute's worth is generous. */
const PER_ADDRESS = { limit: 60, windowMs: 60_000 }

export async function GET(request: Request) {
  if ((await getSession()).user === undefined) {
    return NextResponse.json({ sesion: false } satisfies MyLiveCardsView, { headers: PRIVATE })
  }
  if (!consume(`en-vivo-cartones:${clientAddressOf(request.headers)}`, PER_ADDRESS)) {
    return NextResponse.json(
      { error: true, mensaje: (await getTranslations('Api'))('tooManyChecks') },
      { status: 429, headers: { ...PRIVATE, 'Retry-After': '60' } },
    )
  }
  const result = await runAccountAction(async (credentials) => {
    try {
      const cards = await readMyLiveCards(credentials)
      return { ok: true, message: '', data: cards }
    } catch (error) {
      // A backend without the live calls: no cards to follow, not an error.
      if (error instanceof NotFoundError) return { ok: true, message: '', data: null }
      throw error
    }
  })
  if (!result.ok) {
    if (result.redirectTo === '/login') {
      return NextResponse.json({ sesion: false } satisfies MyLiveCardsView, { headers: PRIVATE })
    }
    return unavailableResponse(new Error(result.message))
  }
  const data = result.data
  const view: MyLiveCardsView = {
    sesion: true,
    sorteoId: data?.sorteoId ?? null,
    cartones: data?.cartones ?? [],
  }
  return NextResponse.json(view, { headers: PRIVATE })
}
