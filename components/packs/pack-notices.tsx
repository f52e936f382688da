'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import { X } from 'lucide-react'
import { closePackNoticesAction } from '@/lib/actions/packs'
import type { PackNotice } from '@loteria/contract'
import { currentPackNotices } from '@/lib/alerts/current-pack-notices'
import { PackNoticeText } from './pack-notice-text'
import styles from '@/components/alerts/alerts.module.css'

const MIS_CARTONES = '/mi-cuenta/mis-cartones'

/**
 * The pack notices above the account panel, beside the prize notices, until the player closes
 * them: a reminder leads to ELEGÍ TU CARTÓN of its draw, a chosen card to Mis cartones. Only each
 * pack's latest (lib/alerts/current-pack-notices.ts).
 */
export function PackNotices({ notices }: { notices: PackNotice[] }) {
  const t = useTranslations('Packs')
  const [{ current, superseded }] = useState(() => currentPackNotices(notices))
  const [open, setOpen] = useState(current)

  // What a newer notice replaced is closed on the backend too, so it never comes back.
  useEffect(() => {
    if (superseded.length > 0) void closePackNoticesAction({ ids: superseded.slice(0, 50) })
  }, [superseded])

  const close = (id: number) => {
    setOpen((list) => list.filter((notice) => notice.id !== id))
    void closePackNoticesAction({ ids: [id] })
  }

  if (open.length === 0) return null
  return (
    <section className={styles.notices} aria-label={t('noticesLabel')}>
      {open.map((notice) => (
        <div key={notice.id} className={styles.notice} role="status" data-aviso-pack={notice.tipo}>
          <p className={styles.noticeText}>
            <PackNoticeText notice={notice} />
          </p>
          {notice.tipo === 'CARTON_ELEGIDO' ? (
            <Link href={MIS_CARTONES} className="button button-accent">
              {t('seeCards')}
            </Link>
          ) : (
            <Link href={`/canjear-premios/${notice.sorteoId}`} className="button button-accent">
              {t('chooseCard')}
            </Link>
          )}
          <button
            type="button"
            className={styles.noticeClose}
            aria-label={t('closeNotice')}
            onClick={() => close(notice.id)}
          >
            <X aria-hidden="true" focusable="false" size={20} />
          </button>
        </div>
      ))}
    </section>
  )
}
