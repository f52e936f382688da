'use client'

import { useEffect, useRef, useState } from 'react'
import styles from './card-check-form.module.css'

// docs/product.md §9: confetti at 1, 3 and 5 seconds after a winning result. A modal <dialog> sits
// in the browser's top layer, above any z-index, so the library's own full-page canvas was drawn
// under it: this canvas lives inside the dialog instead. The library loads only when someone
// wins; people who ask for reduced motion get no canvas and no bursts.
const BURSTS_MS = [1000, 3000, 5000]

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Confetti over the open dialog it is rendered in; it stops when the dialog closes. */
export function Confetti() {
  const canvas = useRef<HTMLCanvasElement>(null)
  // Only ever rendered after a check in the browser (never on the server).
  const [moving] = useState(() => !reducedMotion())

  useEffect(() => {
    const target = canvas.current
    if (!target) return
    const timers: number[] = []
    let reset: (() => void) | undefined
    let stopped = false
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (stopped) return
      const fire = confetti.create(target, { resize: true, disableForReducedMotion: true })
      reset = () => fire.reset()
      for (const delay of BURSTS_MS) {
        timers.push(
          window.setTimeout(() => {
            void fire({ particleCount: 120, spread: 75, origin: { y: 0.6 } })
          }, delay),
        )
      }
    })
    return () => {
      stopped = true
      timers.forEach((timer) => window.clearTimeout(timer))
      reset?.()
    }
  }, [])

  if (!moving) return null
  return <canvas ref={canvas} className={styles.confetti} data-confetti aria-hidden="true" />
}
