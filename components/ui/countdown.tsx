'use client'

import { useSyncExternalStore } from 'react'
import { useTranslations } from 'next-intl'
import { timeLeft } from '@/lib/home/time-left'

// The site's one countdown (issue 36): "2 días 04 h 27 min 08 s", the days left out under one,
// on the home (close of sales), /resultados and /sorteo-en-vivo (the draw). The time is read only
// in the browser: the pages around it are prerendered for every visitor, so the HTML holds dashes.

const subscribe = (tick: () => void) => {
  const timer = setInterval(tick, 1000)
  return () => clearInterval(timer)
}
const nowInSeconds = () => Math.floor(Date.now() / 1000)
const notInTheBrowser = () => null
const two = (n: number) => String(n).padStart(2, '0')

export function Countdown({
  hasta,
  label,
  className,
}: {
  /** The instant counted to (ISO). */
  hasta: string
  /** What it counts to, for screen readers ("Las ventas cierran en"). */
  label: string
  className?: string
}) {
  const t = useTranslations('Countdown')
  const now = useSyncExternalStore(subscribe, nowInSeconds, notInTheBrowser)
  const left = now === null ? null : timeLeft(Date.parse(hasta), now * 1000)
  return (
    <time role="timer" aria-label={label} dateTime={hasta} className={className}>
      {left && left.dias > 0 ? `${t('dias', { dias: left.dias })} ` : null}
      {t('reloj', {
        horas: left ? two(left.horas) : '––',
        minutos: left ? two(left.minutos) : '––',
        segundos: left ? two(left.segundos) : '––',
      })}
    </time>
  )
}

/** True once `hasta` has passed, re-read each second in the browser (false on the server). */
export function usePassed(hasta: string): boolean {
  const now = useSyncExternalStore(subscribe, nowInSeconds, notInTheBrowser)
  return now !== null && now * 1000 >= Date.parse(hasta)
}
