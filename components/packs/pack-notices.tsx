'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import { X } from 'lucide-react'
import { closePackNoticesAction } from '@/lib/actions/packs'
import type { PackNotice } from '@loteria/contract'
import { currentPackNotices } from '@/lib/alerts/current-pack-notices'
import { groupPackNotices } from '@/lib/alerts/pack-notice-groups'
import { PackNoticeText } from './pack-notice-text'
import styles from '@/components/alerts/alerts.module.css'

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

  if (open.length === 0) return null
  return (
    <section className={styles.notices} aria-label={t('noticesLabel')}>
      {groupPackNotices(open).map((group) => (
        <div key={group.key} className={styles.notice} role="status" data-aviso-pack={group.tipo}>
          <p className={styles.noticeText}>
            <PackNoticeText group={group} now={now} />
          </p>
          {group.tipo === 'CARTON_ELEGIDO' ? (
            <Link href={MIS_CARTONES} className="button button-accent">
              {t('seeCards')}
            </Link>
          ) : (
            <Link href={`/canjear-premios/${group.sorteoId}`} className="button button-accent">
              {t('chooseCard')}
            </Link>
          )}
          <button
            type="button"
            className={styles.noticeClose}
            aria-label={t('closeNotice')}
            onClick={() => close(group.notices.map((notice) => notice.id))}
          >
            <X aria-hidden="true" focusable="false" size={20} />
          </button>
        </div>
      ))}
    </section>
  )
}
