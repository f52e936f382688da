'use client'

import { useTranslations } from 'next-intl'
import { Countdown, usePassed } from '@/components/ui/countdown'
import styles from './home.module.css'

/** Time left until sales close, in the site's one countdown style. */
export function SalesCountdown({ closeAt }: { closeAt: string }) {
  const t = useTranslations('Home')
  if (usePassed(closeAt)) return <p className={styles.countdownText}>{t('salesClosed')}</p>
  return (
    <p className={styles.countdownText}>
      <span className={styles.countdownLabel}>{t('salesCloseIn')}</span>
      <Countdown hasta={closeAt} label={t('salesCloseIn')} className={styles.countdownValue} />
    </p>
  )
}
