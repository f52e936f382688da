'use client'

// SPEC section 9: confetti at 1, 3 and 5 seconds after a winning result. The library loads only
// when someone wins, and people who ask for reduced motion get none.
const BURSTS_MS = [1000, 3000, 5000]

export function celebrate(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  void import('canvas-confetti').then(({ default: confetti }) => {
    for (const delay of BURSTS_MS) {
      window.setTimeout(() => {
        void confetti({
          particleCount: 120,
          spread: 75,
          origin: { y: 0.6 },
          zIndex: 2000,
          disableForReducedMotion: true,
        })
      }, delay)
    }
  })
}
