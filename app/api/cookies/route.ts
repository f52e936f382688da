import { NextResponse } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { isSameOrigin } from '@/lib/request-info'
import { CONSENT_COOKIE } from '@/lib/cookie-consent'
import { BodyTooLargeError, limitedFormData } from '@/lib/limited-body'

// POST /api/cookies – the cookie banner's form before or without JavaScript: Aceptar or
// Declinar is kept in a cookie and the visitor goes back to the page they were on; the head script
// (lib/cookie-consent.ts) stores it as a choice made by script. (Configurar Cookies opens a modal,
// which needs JavaScript: without it, api/cookies/estilo hides that button.)

const bodySchema = z.object({ eleccion: z.enum(['aceptar', 'declinar']) })

const YEAR_SECONDS = 365 * 24 * 60 * 60

/** `eleccion=declinar` is 16 bytes: anything near a kilobyte is not the banner's form. */
const BODY_LIMIT = 1024

/** The page the form was on (same origin, path only), else /home. */
function backTo(request: Request): string {
  const referer = request.headers.get('referer')
  if (!referer) return '/home'
  try {
    const url = new URL(referer)
    const host = request.headers.get('host')
    if (host && url.host !== host) return '/home'
    return url.pathname.startsWith('/') && !url.pathname.startsWith('//')
      ? `${url.pathname}${url.search}`
      : '/home'
  } catch {
    return '/home'
  }
}

export async function POST(request: Request) {
  if (!isSameOrigin(request))
    return NextResponse.json(
      { error: true, mensaje: (await getTranslations('Api'))('foreignOrigin') },
      { status: 403 },
    )
  // Read through a ceiling: an open door must not hold whatever a script sends in memory.
  const form = await limitedFormData(request, BODY_LIMIT).catch((error: unknown) => error)
  if (form instanceof BodyTooLargeError)
    return NextResponse.json({ error: true, mensaje: form.message }, { status: 413 })
  const parsed = bodySchema.safeParse(
    form instanceof FormData ? Object.fromEntries(form) : undefined,
  )
  if (!parsed.success)
    return NextResponse.json(
      { error: true, mensaje: (await getTranslations('Api'))('invalidChoice') },
      { status: 400 },
    )
  const { eleccion } = parsed.data
  const response = NextResponse.redirect(new URL(backTo(request), request.url), 303)
  response.cookies.set(CONSENT_COOKIE, String(eleccion === 'aceptar'), {
    path: '/',
    maxAge: YEAR_SECONDS,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:',
  })
  return response
}
