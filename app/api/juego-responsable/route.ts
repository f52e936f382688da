import { NextResponse } from 'next/server'
import { UnauthorizedError } from '@/lib/backend/errors'
import { getResponsiblePlay } from '@/lib/backend/responsible-play'
import { getSession } from '@/lib/session'

// GET /api/juego-responsable – the reality check's interval, the session's start and spend and the
// backend's "now", for the dialog on any page. Asked only by a browser that holds the session hint
// (components/responsible-play/reality-check.tsx); never cached.

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'private, no-store' }
const OFF = { minutos: 0 }

export async function GET() {
  const session = await getSession()
  if (!session.user) return NextResponse.json(OFF, { headers: NO_STORE })
  const credentials = { cookies: { ...(session.backendCookies ?? {}) } }
  try {
    const state = await getResponsiblePlay(credentials, session.user.id)
    return NextResponse.json(
      {
        minutos: state.controlRealidad.minutos,
        inicio: state.sesion.inicio,
        ahora: state.ahora,
        gasto: state.sesion.gasto,
      },
      { headers: NO_STORE },
    )
  } catch (error) {
    if (error instanceof UnauthorizedError) return NextResponse.json(OFF, { headers: NO_STORE })
    throw error
  }
}
