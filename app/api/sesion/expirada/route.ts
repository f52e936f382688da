import { NextResponse } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { logout } from '@/lib/session/logout'
import { isSameOriginNavigation, isSameOriginRequest } from '@/lib/same-origin'

// /api/sesion/expirada – the backend answered 401 while a page rendered (lib/session/account.ts
// redirects here, and a server component cannot clear cookies).
// POST closes both sessions, the backend's and the site's, and goes to /login; only a POST from
// the site's own page (Origin and Sec-Fetch-Site) counts.
// GET changes nothing. After a navigation that started on the site (that redirect), its page
// POSTs at once; reached from anywhere else (a link or a form on another site, an address typed)
// it only offers the button, so another site cannot end a player's session.

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  if (!isSameOriginRequest(request.headers))
    return NextResponse.json(
      { ok: false, message: (await getTranslations('Api'))('foreignOrigin') },
      { status: 403 },
    )
  await logout()
  return NextResponse.redirect(new URL('/login?expirada=1', request.url), 303)
}

export async function GET(request: Request) {
  const t = await getTranslations('Security')
  const submit = isSameOriginNavigation(request.headers)
    ? '\n<script>document.forms[0].submit()</script>'
    : ''
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${t('sessionExpiredTitle')}</title></head>
<body><form method="post" action="/api/sesion/expirada"><p>${t('sessionExpiredTitle')}</p>
<button type="submit" style="min-height:44px">${t('sessionExpiredAction')}</button></form>${submit}</body></html>`
  return new NextResponse(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The same address answers two pages: no cache may serve one for the other.
      vary: 'sec-fetch-site, referer',
    },
  })
}
