import type { Draw, DrawResult } from '@loteria/contract'
import { jackpotOf } from '@/lib/home/jackpot'
import { salesCloseOf } from '@/lib/home/sales-close'

// This week's draw, one answer for the home, its countdown and the draw watch (issue 36): the draw
// on sale, its close of sales and the jackpot it pays, named by number and date. The jackpot is
// the pot the backend says the open draw pays (sorteos/actual's `pozo`); a backend without it
// leaves only what the latest draw carried over, said as such, or nothing.

export interface WeekJackpot {
  jugada: string
  monto: number
  acumulado: boolean
  /** Set when the amount is what a played draw carried over, not the open draw's own pot. */
  desde?: { identificador: string; fecha: string }
}

export interface WeekDraw {
  id: number
  identificador: string
  fecha: string
  /** Close of sales (ISO). */
  cierre: string
  pozo: WeekJackpot | null
}

export function weekDraw(current: Draw, latest: DrawResult | null): WeekDraw {
  return {
    id: current.id,
    identificador: current.identificador,
    fecha: current.fecha,
    cierre: salesCloseOf(current.fecha).toISOString(),
    pozo: current.pozo ? { ...current.pozo } : carriedOver(latest),
  }
}

function carriedOver(latest: DrawResult | null): WeekJackpot | null {
  const jackpot = latest ? jackpotOf(latest.resultado) : null
  // A jackpot somebody won is that draw's news, not this week's pot.
  if (!latest || !jackpot?.acumulado) return null
  return { ...jackpot, desde: { identificador: latest.identificador, fecha: latest.fecha } }
}
