'use client'

import { useEffect, useRef, useState } from 'react'
import { COUNTDOWN_TICK_MS, formatCountdown, RESERVATION_MS } from '@/lib/buying/countdown'
import styles from './buying.module.css'

/**
 * The reservation countdown: from the backend's remaining time, refreshed every 100 ms, stopping at
 * 00:00:00 and telling the screen once. Without a hold there is nothing to count down: a line says
 * what the first choice starts (a clock running before anything is chosen read as a deadline).
 */
export function Countdown({
  remainingMs,
  label,
  units,
  idle,
  onExpire,
}: {
  /** null while nothing is held; 0 once the hold ran out. */
  remainingMs: number | null
  label: string
  /** What the digits are (hours, minutes, seconds), under them. */
  units: string
  /** Shown instead of the clock while nothing is held. */
  idle: string
  onExpire: () => void
}) {
  const [left, setLeft] = useState(remainingMs ?? RESERVATION_MS)
  const expire = useRef(onExpire)
  useEffect(() => {
    expire.current = onExpire
  }, [onExpire])

  useEffect(() => {
    // 0: the time is over and was told already; the display rests at 00:00:00.
    if (remainingMs === null || remainingMs <= 0) return
    const deadline = Date.now() + remainingMs
    const tick = () => {
      const ms = Math.max(0, deadline - Date.now())
      setLeft(ms)
      if (ms === 0) {
        window.clearInterval(timer)
        expire.current()
      }
    }
    const timer = window.setInterval(tick, COUNTDOWN_TICK_MS)
    tick()
    return () => window.clearInterval(timer)
  }, [remainingMs])

  if (remainingMs === null) return <p className={styles.countdownIdle}>{idle}</p>
  return (
    <div className={styles.countdown}>
      <span className={styles.countdownLabel}>{label}</span>
      <time className={styles.countdownValue} role="timer" aria-label={label}>
        {formatCountdown(remainingMs <= 0 ? 0 : left)}
      </time>
      <span className={styles.countdownUnits} aria-hidden="true">
        {units}
      </span>
    </div>
  )
}
