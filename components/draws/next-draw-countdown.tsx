'use client'

import { Countdown } from '@/components/ui/countdown'
import styles from './next-draw-countdown.module.css'

/** The next draw's line and the time left to it, in the site's one countdown style. */
export function NextDrawCountdown({
  fecha,
  text,
  label,
  ahora,
}: {
  /** The next draw's date (ISO). */
  fecha: string
  /** "Próximo sorteo: Sorteo N° 1288, el 29/11/2026 a las 20:00." */
  text: string
  label: string
  /** When the page was rendered (ms): the HTML holds the time left at that instant. */
  ahora: number
}) {
  return (
    <section className={`card ${styles.countdown}`} aria-label={label}>
      <p className={styles.text}>{text}</p>
      <p className={styles.clock}>
        <Countdown hasta={fecha} label={label} ahora={ahora} />
      </p>
    </section>
  )
}
