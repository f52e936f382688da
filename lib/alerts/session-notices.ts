import 'server-only'
import { getPrizeNotices } from '@/lib/backend/alerts'
import type { PrizeNotice } from '@/lib/backend/schemas/alerts'
import { getSession } from '@/lib/session'

/**
 * The logged-in player's open prize notices for the account shell. Never fails the shell: without
 * a session or when the call fails, the panel is shown without notices (the page itself reports
 * an expired session).
 */
export async function sessionPrizeNotices(): Promise<PrizeNotice[]> {
  const session = await getSession()
  if (!session.user) return []
  try {
    return await getPrizeNotices(
      { cookies: { ...(session.backendCookies ?? {}) } },
      session.user.id,
    )
  } catch {
    return []
  }
}
