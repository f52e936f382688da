'use client'

import { useSyncExternalStore } from 'react'
import { formatCountdown } from '@loteria/contract/format'
import styles from './next-draw-countdown.module.css'

// The clock reads the time only in the browser: the page around it is prerendered once for every
// visitor, and a time written there would be wrong (and differ from the browser's at hydration).
const subscribe = (tick: () => void) => {
  const timer = setInterval(tick, 1000)
  return () => clearInterval(timer)
}
const nowInSeconds = () => Math.floor(Date.now() / 1000)
const notInTheBrowser = () => null

/** The next draw's line and the time left to it, ticking each second. */
export function NextDrawCountdown({
  fecha,
  text,
  label,
  day,
  days,
}: {
  /** The next draw's date (ISO). */
  fecha: string
  /** "Próximo sorteo: Sorteo N° 1288, el 29/11/2026 a las 20:00." */
  text: string
  label: string
  day: string
  days: string
}) {
  const now = useSyncExternalStore(subscribe, nowInSeconds, notInTheBrowser)
  const left = now === null ? null : formatCountdown(fecha, now * 1000)
  return (
    <section className={`card ${styles.countdown}`} aria-label={label}>
      <p className={styles.text}>{text}</p>
      <p className={styles.clock} role="timer" aria-label={label}>
        {left && left.dias > 0 ? `${left.dias} ${left.dias === 1 ? day : days} ` : null}
        {left ? left.reloj : '--:--:--'}
      </p>
    </section>
  )
}
