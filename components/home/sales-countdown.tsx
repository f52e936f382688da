'use client'

import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import { timeLeft } from '@/lib/home/time-left'
import styles from './home.module.css'

const two = (n: number) => String(n).padStart(2, '0')

/**
 * Time left until sales close, ticking each second. The static HTML holds dashes of the same width
 * (the server cannot know the visitor's "now" and the page is cached), so nothing moves when the
 * digits arrive.
 */
export function SalesCountdown({ closeAt }: { closeAt: string }) {
  const t = useTranslations('Home')
  const target = Date.parse(closeAt)
  const [now, setNow] = useState<number | null>(null)

  useEffect(() => {
    const tick = () => setNow(Date.now())
    tick()
    const timer = window.setInterval(tick, 1000)
    return () => window.clearInterval(timer)
  }, [])

  if (now !== null && now >= target) {
    return <p className={styles.countdownText}>{t('salesClosed')}</p>
  }
  const left = now === null ? null : timeLeft(target, now)
  return (
    <p className={styles.countdownText}>
      <span className={styles.countdownLabel}>{t('salesCloseIn')}</span>
      <time
        role="timer"
        aria-label={t('salesCloseIn')}
        dateTime={closeAt}
        className={styles.countdownValue}
      >
        {t('timeLeft', {
          dias: left ? left.dias : '–',
          horas: left ? two(left.horas) : '––',
          minutos: left ? two(left.minutos) : '––',
          segundos: left ? two(left.segundos) : '––',
        })}
      </time>
    </p>
  )
}
