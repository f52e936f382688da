import { NextResponse } from 'next/server'
import { getSession, SESSION_HINT_COOKIE } from '@/lib/session'
import { expired, hintCookieAttributes } from '@/lib/session/cookie-options'

// GET /api/sesion – who is logged in, for the header of static pages (no secrets, never cached).

export const dynamic = 'force-dynamic'

export async function GET() {
  const session = await getSession()
  const response = NextResponse.json(
    { usuario: session.user ? { nombre: session.user.nombre } : null },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
  if (!session.user) response.cookies.set(SESSION_HINT_COOKIE, '', expired(hintCookieAttributes()))
  return response
}
