import { NextResponse } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { isSameOrigin } from '@/lib/request-info'
import { logout } from '@/lib/session/logout'

// POST /api/sesion/cerrar – Cerrar Sesión: a plain form post, answered with a full-page redirect to
// /home so every part of the page forgets the player.

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  if (!isSameOrigin(request))
    return NextResponse.json(
      { error: true, mensaje: (await getTranslations('Api'))('foreignOrigin') },
      { status: 403 },
    )
  await logout()
  return NextResponse.redirect(new URL('/home', request.url), 303)
}
