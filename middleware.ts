import { getIronSession } from 'iron-session'
import { NextResponse, type NextRequest } from 'next/server'
import { actionBodyDecodes } from '@/lib/action-body'
import { backendReachable } from '@/lib/backend-health'
import { redirectTarget } from '@/lib/redirects'
import { unpublishedDraw } from '@/lib/seo/unpublished-draw'
import { expired, sessionCookieAttributes } from '@/lib/session/cookie-options'
import { isEndedSession } from '@/lib/session/ended-sessions'
import { securityHeaders } from '@/lib/security-headers.mjs'
import { SESSION_COOKIE, sessionOptions, type SessionData } from '@/lib/session/options'

// The site's fixed redirects (lib/redirects.ts), and account and buying pages, which need a
// logged-in player: without a valid session cookie, go to /login with a same-site `next` path.
// next.config's header rules do not reach a middleware's own answer, so every redirect from here
// carries HSTS, the CSP and the rest itself. (Next 16 calls this file "proxy"; the client's
// design names middleware.ts, see README.md, "What is where".)

const PROTECTED = /^\/(mi-cuenta|comprar-carton|canjear-premios)(\/|$)/

/** When to come back to an account page while the backend is away (the backend says 5 s). */
const RETRY_AFTER_SECONDS = '10'

function secured(response: NextResponse): NextResponse {
  for (const { key, value } of securityHeaders()) response.headers.set(key, value)
  return response
}

async function isLoggedIn(request: NextRequest, response: NextResponse): Promise<boolean> {
  try {
    const session = await getIronSession<SessionData>(request, response, sessionOptions())
    // A session a logout ended is no session (lib/session/ended-sessions.ts): a lookup in memory.
    return Boolean(session.user?.id) && !isEndedSession(session.sid)
  } catch {
    // A malformed cookie (cut, edited, from another version) is no session, not a 500.
    return false
  }
}

/**
 * The Spanish page, with a status that monitors and caches understand. The standalone server
 * (server.js: `npm start`, the Docker image) answered a 503 rewrite with 200, while Next's router
 * always keeps the status of a middleware response that has a body. So the page is fetched from
 * this same server (it is outside the matcher) and sent as the body with 503; the rewrite stays
 * as the fallback should that fetch fail.
 */
async function unavailablePage(request: NextRequest): Promise<NextResponse> {
  const unavailable = new URL('/servicio-no-disponible', request.url)
  try {
    const page = await fetch(unavailable, { cache: 'no-store', signal: AbortSignal.timeout(5000) })
    if (page.ok && page.body) {
      return secured(
        new NextResponse(page.body, {
          status: 503,
          headers: {
            'content-type': page.headers.get('content-type') ?? 'text/html; charset=utf-8',
            'cache-control': 'private, no-store',
            'retry-after': RETRY_AFTER_SECONDS,
          },
        }),
      )
    }
  } catch {
    // The rewrite below still shows the page (with the status where the router keeps it).
  }
  return secured(
    NextResponse.rewrite(unavailable, {
      status: 503,
      headers: { 'retry-after': RETRY_AFTER_SECONDS },
    }),
  )
}

export async function middleware(request: NextRequest) {
  // Next's action handler answers 500 to a body it cannot decode; the origin was checked before
  // Next (lib/early-response.mjs).
  if (request.method === 'POST' && request.headers.has('next-action')) {
    if (!(await actionBodyDecodes(request)))
      return secured(new NextResponse('Solicitud mal formada.', { status: 400 }))
  }
  const target = redirectTarget(request.nextUrl.pathname, request.nextUrl.searchParams)
  if (target) return secured(NextResponse.redirect(new URL(target, request.url), 307))
  // A draw's page or picture the backend has not published: the 404, before Next renders and
  // keeps it on disk (lib/seo/unpublished-draw.ts).
  const unpublished = await unpublishedDraw(request)
  if (unpublished) return secured(unpublished)
  if (!PROTECTED.test(request.nextUrl.pathname)) return NextResponse.next()

  const response = NextResponse.next()
  if (await isLoggedIn(request, response)) {
    if (await backendReachable()) return response
    return unavailablePage(request)
  }

  const login = new URL('/login', request.url)
  login.searchParams.set('next', `${request.nextUrl.pathname}${request.nextUrl.search}`)
  const redirect = NextResponse.redirect(login)
  // Deleted with the attributes it was set with (Secure, HttpOnly, SameSite, Path).
  if (request.cookies.has(SESSION_COOKIE))
    redirect.cookies.set(SESSION_COOKIE, '', expired(sessionCookieAttributes()))
  return secured(redirect)
}

// Literal, as Next requires (it reads the matcher at build time): the paths of lib/redirects.ts,
// the player's area, and every server action (a POST with the Next-Action header) on a page.
export const config = {
  // Node, not Edge: BACKEND_URL and the other settings are read when the server runs.
  runtime: 'nodejs',
  matcher: [
    '/',
    '/mis-premios',
    '/datos-personales',
    // Only a shared link (?sorteo=ID): a plain /resultados is a cached page that must not pay for
    // a middleware call on every request (it made each one cost ~75 % more CPU).
    { source: '/resultados', has: [{ type: 'query', key: 'sorteo' }] },
    // A draw's page and picture: only published draws reach Next's page cache (unpublishedDraw).
    '/resultados/((?!feed\\.xml$).+)',
    '/mi-cuenta/:path*',
    '/comprar-carton/:path*',
    '/canjear-premios/:path*',
    {
      source: '/((?!api/|servicios/|_next/).*)',
      has: [{ type: 'header', key: 'next-action' }],
    },
  ],
}
