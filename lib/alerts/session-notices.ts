import 'server-only'
import { readPrizeNotices } from '@/lib/backend/alerts'
import { readMyPrizes } from '@/lib/backend/prizes'
import { prizeTaxRate } from '@/lib/prizes/tax-rate'
import { getSession } from '@/lib/session'
import { noticeNet, type NoticeWithNet } from './notice-net'

/**
 * The logged-in player's open prize notices for the account shell, each with its net amount.
 * Never fails the shell: without a session or when the call fails, the panel is shown without
 * notices (the page itself reports an expired session).
 */
export async function sessionPrizeNotices(): Promise<NoticeWithNet[]> {
  const session = await getSession()
  if (!session.user) return []
  const credentials = { cookies: { ...(session.backendCookies ?? {}) } }
  try {
    const notices = await readPrizeNotices(credentials, session.user.id)
    // The prizes only when a notice has cash to state net: most account pages have no notice.
    const groups = notices.some((notice) => notice.monto > 0)
      ? await readMyPrizes(credentials, session.user.id).catch(() => [])
      : []
    const tasa = prizeTaxRate()
    return notices.map((notice) => ({ ...notice, net: noticeNet(notice, groups, tasa) }))
  } catch {
    return []
  }
}
