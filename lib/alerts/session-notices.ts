import 'server-only'
import { readPrizeNotices } from '@/lib/backend/alerts'
import { readPackNotices } from '@/lib/backend/packs'
import { readMyPrizes } from '@/lib/backend/prizes'
import type { BackendCredentials } from '@/lib/backend/request'
import { prizeTaxRate } from '@/lib/prizes/tax-rate'
import { getSession } from '@/lib/session'
import type { PackNotice } from '@loteria/contract'
import { noticeNet, type NoticeWithNet } from './notice-net'

// The logged-in player's open notices for the account shell, of both kinds. Never fails the
// shell: without a session, or when a call fails, the panel is shown without them (the page
// itself reports an expired session).

export interface SessionNotices {
  premios: NoticeWithNet[]
  packs: PackNotice[]
}

export async function sessionNotices(): Promise<SessionNotices> {
  const session = await getSession()
  if (!session.user) return { premios: [], packs: [] }
  const credentials = { cookies: { ...(session.backendCookies ?? {}) } }
  const [premios, packs] = await Promise.all([
    prizeNotices(credentials, session.user.id).catch(() => []),
    readPackNotices(credentials, session.user.id).catch(() => []),
  ])
  return { premios, packs }
}

/** Each prize notice with its net amount. */
async function prizeNotices(
  credentials: BackendCredentials,
  userId: number,
): Promise<NoticeWithNet[]> {
  const notices = await readPrizeNotices(credentials, userId)
  // The prizes only when a notice has cash to state net: most account pages have no notice.
  const groups = notices.some((notice) => notice.monto > 0)
    ? await readMyPrizes(credentials, userId).catch(() => [])
    : []
  const tasa = prizeTaxRate()
  return notices.map((notice) => ({ ...notice, net: noticeNet(notice, groups, tasa) }))
}
