import { NextResponse } from 'next/server'
import { destroySession } from '@/lib/session'

// GET /api/sesion/expirada – the backend answered 401 while a page rendered: end the site session
// (a server component cannot clear cookies) and go to /login.

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  await destroySession()
  return NextResponse.redirect(new URL('/login?expirada=1', request.url), 303)
}
