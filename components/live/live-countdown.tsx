'use client'

import { useTranslations } from 'next-intl'
import { Countdown, usePassed } from '@/components/ui/countdown'
import { formatDate, formatHourMinute } from '@loteria/contract/format'
import type { LiveDrawRef } from '@/lib/live/types'
import styles from './live.module.css'

/**
 * Time left until the next draw, in Asunción time, ticking each second; in the page's HTML the
 * time left when the server rendered it (`ahora`).
 */
export function LiveCountdown({ draw, ahora }: { draw: LiveDrawRef | null; ahora?: number }) {
  const t = useTranslations('Live')
  if (!draw) return <p>{t('noNextDraw')}</p>
  return (
    <div className={styles.countdown}>
      <p>{t('nextDraw', { fecha: formatDate(draw.fecha), hora: formatHourMinute(draw.fecha) })}</p>
      <Clock fecha={draw.fecha} ahora={ahora} />
    </div>
  )
}

function Clock({ fecha, ahora }: { fecha: string; ahora?: number }) {
  const t = useTranslations('Live')
  if (usePassed(fecha, ahora)) return <p className={styles.clock}>{t('countdownNow')}</p>
  return (
    <p className={styles.clock}>
      <Countdown hasta={fecha} label={t('countdownLabel')} ahora={ahora} />
    </p>
  )
}
