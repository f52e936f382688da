// What is left until an instant, in the countdown's units. Its own module, free of time-zone code:
// the home's countdown is in every visitor's first load, and only this runs in the browser.

export interface TimeLeft {
  dias: number
  horas: number
  minutos: number
  segundos: number
}

/** What is left until `target`, never negative. */
export function timeLeft(target: number, now: number): TimeLeft {
  const total = Math.max(0, Math.floor((target - now) / 1000))
  return {
    dias: Math.floor(total / 86_400),
    horas: Math.floor((total % 86_400) / 3600),
    minutos: Math.floor((total % 3600) / 60),
    segundos: total % 60,
  }
}
