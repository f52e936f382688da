'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { formatCountdown, formatDate, formatHourMinute } from '@loteria/contract/format'
import type { LiveDrawRef } from '@/lib/live/types'
import styles from './live.module.css'

/** Time left until the next draw, in Asunción time, ticking each second. */
export function LiveCountdown({ draw }: { draw: LiveDrawRef | null }) {
  const t = useTranslations('Live')
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  if (!draw) return <p>{t('noNextDraw')}</p>
  const { dias, reloj } = formatCountdown(draw.fecha, now)
  const over = new Date(draw.fecha).getTime() <= now
  return (
    <div className={styles.countdown}>
      <p>{t('nextDraw', { fecha: formatDate(draw.fecha), hora: formatHourMinute(draw.fecha) })}</p>
      {over ? (
        <p className={styles.clock}>{t('countdownNow')}</p>
      ) : (
        <p className={styles.clock} aria-label={t('countdownLabel')} role="timer">
          {dias > 0 && <span>{t('countdownDays', { dias })} </span>}
          <span>{reloj}</span>
        </p>
      )}
    </div>
  )
}
