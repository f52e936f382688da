'use client'

import { useSyncExternalStore } from 'react'
import { useTranslations } from 'next-intl'
import { timeLeft } from '@/lib/draws/time-left'
import styles from './countdown.module.css'

// The site's one countdown: "2 días 04 h 27 min 08 s", the days left out under one,
// on the home (close of sales), /resultados and /sorteo-en-vivo (the draw). Complete on first
// paint: the server renders the value at the instant its page was rendered (`ahora`),
// hydration reads that same instant (React's server snapshot, so the HTML matches and nothing
// warns), and the browser's clock takes over right after and ticks each second. A page kept by a
// cache shows its render's value for the moment before that: the digits change, nothing moves.

const subscribe = (tick: () => void) => {
  const timer = setInterval(tick, 1000)
  return () => clearInterval(timer)
}
const nowInSeconds = () => Math.floor(Date.now() / 1000)
const two = (n: number) => String(n).padStart(2, '0')

/** The current second: the page's render instant on the server and in hydration, then the clock. */
function useSecond(ahora: number | undefined): number | null {
  const rendered = ahora === undefined ? null : Math.floor(ahora / 1000)
  return useSyncExternalStore(subscribe, nowInSeconds, () => rendered)
}

export function Countdown({
  hasta,
  label,
  ahora,
  className,
}: {
  /** The instant counted to (ISO). */
  hasta: string
  /** What it counts to, for screen readers ("Las ventas cierran en"). */
  label: string
  /** When the page was rendered on the server (ms): the value its HTML holds. */
  ahora?: number
  className?: string
}) {
  const t = useTranslations('Countdown')
  const now = useSecond(ahora)
  const left = now === null ? null : timeLeft(Date.parse(hasta), now * 1000)
  return (
    <time
      role="timer"
      aria-label={label}
      dateTime={hasta}
      className={className ? `${styles.countdown} ${className}` : styles.countdown}
    >
      {left && left.dias > 0 ? `${t('dias', { dias: left.dias })} ` : null}
      {t('reloj', {
        horas: left ? two(left.horas) : '––',
        minutos: left ? two(left.minutos) : '––',
        segundos: left ? two(left.segundos) : '––',
      })}
    </time>
  )
}

/** True once `hasta` has passed: at the page's render instant on the server, then each second. */
export function usePassed(hasta: string, ahora?: number): boolean {
  const now = useSecond(ahora)
  return now !== null && now * 1000 >= Date.parse(hasta)
}
