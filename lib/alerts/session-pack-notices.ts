import 'server-only'
import { readPackNotices } from '@/lib/backend/packs'
import { getSession } from '@/lib/session'
import type { PackNotice } from '@loteria/contract'

/**
 * The logged-in player's open pack notices for the account shell (issue 39). Never fails the
 * shell: without a session, or when the call fails, the panel is shown without them.
 */
export async function sessionPackNotices(): Promise<PackNotice[]> {
  const session = await getSession()
  if (!session.user) return []
  const credentials = { cookies: { ...(session.backendCookies ?? {}) } }
  return readPackNotices(credentials, session.user.id).catch(() => [])
}
