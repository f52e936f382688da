'use client'

import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import { closePackNoticesAction } from '@/lib/actions/packs'
import type { PackNotice } from '@loteria/contract'
import { currentPackNotices } from '@/lib/alerts/current-pack-notices'
import { groupPackNotices } from '@/lib/alerts/pack-notice-groups'
import { PackNoticeText } from '@/components/packs/pack-notice-text'
import { NoticeList } from './notice-list'

const MIS_CARTONES = '/mi-cuenta/mis-cartones'

/**
 * The pack notices above the account panel, beside the prize notices, until the player closes
 * them: a reminder leads to ELEGÍ TU CARTÓN of its draw, a chosen card to Mis cartones. Only each
 * pack's latest (lib/alerts/current-pack-notices.ts), and one notice for all the packs of one
 * moment (lib/alerts/pack-notice-groups.ts).
 */
export function PackNotices({ notices }: { notices: PackNotice[] }) {
  const t = useTranslations('Packs')
  const [{ current, superseded }] = useState(() => currentPackNotices(notices))
  const [open, setOpen] = useState(current)
  // The instant "hoy" and "mañana" are read at: the first render's, on the server and in hydration.
  const [now] = useState(() => Date.now())

  // What a newer notice replaced is closed on the backend too, so it never comes back.
  useEffect(() => {
    if (superseded.length > 0) void closePackNoticesAction({ ids: superseded.slice(0, 50) })
  }, [superseded])

  const close = (ids: number[]) => {
    setOpen((list) => list.filter((notice) => !ids.includes(notice.id)))
    void closePackNoticesAction({ ids: ids.slice(0, 50) })
  }

  return (
    <NoticeList
      label={t('noticesLabel')}
      closeLabel={t('closeNotice')}
      entries={groupPackNotices(open).map((group) => ({
        key: group.key,
        text: <PackNoticeText group={group} now={now} />,
        data: { 'data-aviso-pack': group.tipo },
        link:
          group.tipo === 'CARTON_ELEGIDO'
            ? { href: MIS_CARTONES, label: t('seeCards') }
            : { href: `/canjear-premios/${group.sorteoId}`, label: t('chooseCard') },
        onClose: () => close(group.notices.map((notice) => notice.id)),
      }))}
    />
  )
}
