// The reservation countdown (docs/product.md §9): 10 hours, shown HH:MM:SS, stopping at 00:00:00.

export const RESERVATION_MS = 36_000_000
export const COUNTDOWN_TICK_MS = 100

const two = (n: number) => String(n).padStart(2, '0')

/** `09:59:59`; never negative. Rounds up so that 00:00:00 shows only once the time is over. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  return `${two(h)}:${two(m)}:${two(seconds % 60)}`
}
