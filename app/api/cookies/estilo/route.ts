import { cookies } from 'next/headers'
import { CONSENT_COOKIE, CONSENT_HIDDEN_CSS, NO_SCRIPT_CSS } from '@/lib/cookie-consent'

// GET /api/cookies/estilo – a stylesheet only a browser without JavaScript loads (the root
// layout's <noscript>): it hides Configurar Cookies (its modal needs scripts), and the cookie
// banner of the static HTML once the banner's form has stored a choice (app/api/cookies/route.ts).
// Per visitor, so never shared by a cache.

export const dynamic = 'force-dynamic'

export async function GET() {
  const choice = (await cookies()).get(CONSENT_COOKIE)?.value
  const decided = choice === 'true' || choice === 'false'
  return new Response(decided ? NO_SCRIPT_CSS + CONSENT_HIDDEN_CSS : NO_SCRIPT_CSS, {
    headers: {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'private, no-store',
    },
  })
}
