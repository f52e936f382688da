'use client'

import { useSyncExternalStore } from 'react'
import { useTranslations } from 'next-intl'
import { formatHourMinute } from '@loteria/contract/format'
import styles from './buying.module.css'

// Under the hold's countdown when the close of sales comes before the hold would end: the hold
// ends with the sales (the backend's reservation says so), and the player reads why and when.

const subscribe = (tick: () => void) => {
  const timer = setInterval(tick, 15_000)
  return () => clearInterval(timer)
}
const nowInMinutes = () => Math.floor(Date.now() / 60_000)

/** "2 h 05 min", "38 min", "menos de 1 min". */
function inWords(minutes: number): string {
  if (minutes < 1) return 'menos de 1 min'
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, '0')} min` : `${rest} min`
}

export function CloseHint({ cierre }: { cierre: string }) {
  const t = useTranslations('Week')
  const now = useSyncExternalStore(subscribe, nowInMinutes, () => null)
  if (now === null) return null
  const left = Math.floor((Date.parse(cierre) - now * 60_000) / 60_000)
  if (left < 0) return null
  return (
    <p className={styles.muted} data-testid="cierre-de-la-reserva">
      {t('holdUntilClose', { hora: formatHourMinute(cierre), tiempo: inWords(left) })}
    </p>
  )
}
