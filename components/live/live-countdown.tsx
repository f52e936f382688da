'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { Countdown } from '@/components/ui/countdown'
import { formatDate, formatHourMinute } from '@loteria/contract/format'
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
  const over = new Date(draw.fecha).getTime() <= now
  return (
    <div className={styles.countdown}>
      <p>{t('nextDraw', { fecha: formatDate(draw.fecha), hora: formatHourMinute(draw.fecha) })}</p>
      {over ? (
        <p className={styles.clock}>{t('countdownNow')}</p>
      ) : (
        <p className={styles.clock}>
          <Countdown hasta={draw.fecha} label={t('countdownLabel')} />
        </p>
      )}
    </div>
  )
}
