'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { X } from 'lucide-react'
import { closePrizeNoticesAction } from '@/lib/actions/alerts'
import type { PrizeNotice } from '@/lib/backend/schemas/alerts'
import { wonText } from '@loteria/shared/won-text'
import styles from './alerts.module.css'

const MIS_PREMIOS = '/mi-cuenta/mis-premios'

/**
 * "¡Ganaste Gs. 250.000 en el Sorteo N° 1288!" above the account panel, until the player closes
 * it or opens Mis premios; the backend remembers either, so it does not come back.
 */
export function PrizeNotices({ notices }: { notices: PrizeNotice[] }) {
  const t = useTranslations('Alerts')
  const pathname = usePathname()
  const [open, setOpen] = useState(notices)
  const closedAll = useRef(false)
  const onPrizes = pathname.startsWith(MIS_PREMIOS)

  useEffect(() => {
    if (!onPrizes || closedAll.current || notices.length === 0) return
    closedAll.current = true
    setOpen([])
    void closePrizeNoticesAction({})
  }, [onPrizes, notices.length])

  const close = (id: number) => {
    setOpen((list) => list.filter((notice) => notice.id !== id))
    void closePrizeNoticesAction({ ids: [id] })
  }

  if (onPrizes || open.length === 0) return null
  return (
    <section className={styles.notices} aria-label={t('noticesLabel')}>
      {open.map((notice) => (
        <div key={notice.id} className={styles.notice} role="status">
          <p className={styles.noticeText}>
            {t('prizeWon', {
              premio: wonText(notice.monto, notice.bienes),
              sorteo: notice.identificadorSorteo,
            })}
          </p>
          <Link href={MIS_PREMIOS} className="button button-accent">
            {t('seePrizes')}
          </Link>
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
