import { timingSafeEqual } from 'node:crypto'
import { getTranslations } from 'next-intl/server'
import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { expireNow, TAGS } from '@/lib/backend/cache'
import { revalidateSecret } from '@/lib/config'

// POST /api/revalidate – the operator publishes new content or results at once (shared secret).

export const dynamic = 'force-dynamic'

const bodySchema = z.object({
  tags: z.array(z.enum([TAGS.content, TAGS.draws, TAGS.winners])).min(1),
})

function secretMatches(given: string | null, expected: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export async function POST(request: NextRequest) {
  const secret = revalidateSecret()
  if (!secret) {
    return NextResponse.json(
      { error: true, mensaje: (await getTranslations('Api'))('revalidationOff') },
      { status: 404 },
    )
  }
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null
  if (!secretMatches(given, secret)) {
    return NextResponse.json(
      { error: true, mensaje: (await getTranslations('Api'))('unauthorized') },
      { status: 401 },
    )
  }
  const parsed = bodySchema.safeParse(await request.json().catch(() => null))
  if (!parsed.success) {
    return NextResponse.json(
      { error: true, mensaje: (await getTranslations('Api'))('invalidTags') },
      { status: 400 },
    )
  }
  // Expire at once: on draw night the next visitor must see the new result, not a stale page.
  for (const tag of parsed.data.tags) expireNow(tag)
  return NextResponse.json({ error: false, mensaje: 'OK', revalidadas: parsed.data.tags })
}
