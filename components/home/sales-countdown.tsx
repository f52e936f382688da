'use client'

import { useTranslations } from 'next-intl'
import { Countdown, usePassed } from '@/components/ui/countdown'
import styles from './home.module.css'

/** Time left until sales close, in the site's one countdown style, from the page's render on. */
export function SalesCountdown({ closeAt, ahora }: { closeAt: string; ahora: number }) {
  const t = useTranslations('Home')
  if (usePassed(closeAt, ahora)) return <p className={styles.countdownText}>{t('salesClosed')}</p>
  return (
    <p className={styles.countdownText}>
      <span className={styles.countdownLabel}>{t('salesCloseIn')}</span>
      <Countdown
        hasta={closeAt}
        label={t('salesCloseIn')}
        ahora={ahora}
        className={styles.countdownValue}
      />
    </p>
  )
}
