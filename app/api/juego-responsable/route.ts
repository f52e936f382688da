import { NextResponse } from 'next/server'
import { getPacks } from '@/lib/backend'
import { UnauthorizedError } from '@/lib/backend/errors'
import { readResponsiblePlay } from '@/lib/backend/responsible-play'
import { buyingOffer } from '@/lib/responsible-play/buying-offer'
import { getSession } from '@/lib/session'

// GET /api/juego-responsable – the reality check's interval, the session's start and spend and the
// backend's "now", for the dialog on any page; and what a purchase offer may say to the player
// (`oferta`: a pause, a spend limit reached), for the offers of the static pages
// (components/responsible-play/buy-offer.tsx). Asked only by a browser that holds the session
// hint; never cached.

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'private, no-store' }
const OFF = { minutos: 0 }

export async function GET() {
  const session = await getSession()
  if (!session.user) return NextResponse.json(OFF, { headers: NO_STORE })
  const credentials = { cookies: { ...(session.backendCookies ?? {}) } }
  try {
    const [state, packs] = await Promise.all([
      readResponsiblePlay(credentials, session.user.id),
      getPacks(),
    ])
    return NextResponse.json(
      {
        minutos: state.controlRealidad.minutos,
        inicio: state.sesion.inicio,
        ahora: state.ahora,
        gasto: state.sesion.gasto,
        oferta: buyingOffer(state, packs),
      },
      { headers: NO_STORE },
    )
  } catch (error) {
    if (error instanceof UnauthorizedError) return NextResponse.json(OFF, { headers: NO_STORE })
    throw error
  }
}
