'use client'

import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import useSWR from 'swr'
import { Clock } from 'lucide-react'
import { z } from 'zod/mini'
import { formatTime } from '@loteria/contract/format'
import styles from './server-clock.module.css'

const serverTimeSchema = z.object({ hora: z.string() })

async function readOffset(url: string): Promise<number> {
  const sentAt = Date.now()
  const response = await fetch(url, { cache: 'no-store' })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const { hora } = serverTimeSchema.parse(await response.json())
  // Half the round trip is the best guess of the answer's age.
  const receivedAt = Date.now()
  return new Date(hora).getTime() + (receivedAt - sentAt) / 2 - receivedAt
}

/** The backend's clock, HH:mm:ss in Asunción, ticking each second (docs/product.md §9). */
export function ServerClock() {
  const t = useTranslations('Shell')
  const { data: offset } = useSWR('/api/hora-servidor', readOffset, {
    revalidateOnFocus: false,
    refreshInterval: 10 * 60 * 1000,
  })
  const [now, setNow] = useState<number | null>(null)

  useEffect(() => {
    if (offset === undefined) return
    const tick = () => setNow(Date.now() + offset)
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [offset])

  return (
    <span
      className={styles.clock}
      aria-label={t('serverClock')}
      role="timer"
      data-testid="server-clock"
    >
      <Clock aria-hidden="true" focusable="false" size={16} className={styles.icon} />
      {/* Said in words anyone sees, not only to screen readers. */}
      <span className={styles.label}>{t('serverClock')} </span>
      <time className={styles.time}>{now === null ? '--:--:--' : formatTime(now)}</time>
    </span>
  )
}
