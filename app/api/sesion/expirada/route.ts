import { NextResponse } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { isSameOrigin } from '@/lib/request-info'
import { logout } from '@/lib/session/logout'

// /api/sesion/expirada – the backend answered 401 while a page rendered (lib/session/account.ts
// redirects here, and a server component cannot clear cookies).
// POST closes both sessions, the backend's and the site's, and goes to /login.
// GET changes nothing: it answers a page that POSTs at once (a button without JavaScript), so a
// link or an <img> on another site cannot end a player's session.

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  if (!isSameOrigin(request))
    return NextResponse.json({ ok: false, message: 'Origen no permitido' }, { status: 403 })
  await logout()
  return NextResponse.redirect(new URL('/login?expirada=1', request.url), 303)
}

export async function GET() {
  const t = await getTranslations('Security')
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${t('sessionExpiredTitle')}</title></head>
<body><form method="post" action="/api/sesion/expirada"><p>${t('sessionExpiredTitle')}</p>
<button type="submit" style="min-height:44px">${t('sessionExpiredAction')}</button></form>
<script>document.forms[0].submit()</script></body></html>`
  return new NextResponse(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}
