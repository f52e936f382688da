import { getIronSession } from 'iron-session'
import { NextResponse, type NextRequest } from 'next/server'
import { sessionOptions, type SessionData } from '@/lib/session/options'

// Account and buying pages need a logged-in player: without a valid session cookie, go to /login
// with a same-site `next` path. (Next 16 calls this file "proxy"; the client's design names
// middleware.ts, see README.)

export async function middleware(request: NextRequest) {
  const response = NextResponse.next()
  const session = await getIronSession<SessionData>(request, response, sessionOptions())
  if (session.user?.id) return response

  const login = new URL('/login', request.url)
  login.searchParams.set('next', `${request.nextUrl.pathname}${request.nextUrl.search}`)
  return NextResponse.redirect(login)
}

export const config = {
  matcher: ['/mi-cuenta/:path*', '/comprar-carton/:path*', '/canjear-premios/:path*'],
}
