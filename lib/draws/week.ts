import type { Draw, DrawResult } from '@loteria/contract'
import { phaseAt, salesCloseOf, type WeekPhase } from '@loteria/contract/week'
import { jackpotOf } from '@/lib/draws/jackpot'

// This week's draw, one answer for every page that names it: the draw on sale, its close of sales
// and its phase as the backend says them (sorteos/actual's `cierreVentas` and `fase`, or the
// contract's fallback: week-phase.ts), and the jackpot it pays. Nothing else in the site computes
// a close. The jackpot is the pot the backend says the open draw pays (`pozo`); a backend without
// it leaves only what the latest draw carried over, said as such, or nothing.

interface WeekJackpot {
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
  /** The phase when the page was rendered (the clock moves it on: `phaseAt`). */
  fase: WeekPhase
  pozo: WeekJackpot | null
}

export function weekDraw(current: Draw, latest: DrawResult | null, now: number): WeekDraw {
  return {
    id: current.id,
    identificador: current.identificador,
    fecha: current.fecha,
    cierre: salesCloseOf(current).toISOString(),
    fase: phaseAt(current, new Date(now)),
    pozo: current.pozo ? { ...current.pozo } : carriedOver(latest),
  }
}

/** Whether the week's draw takes purchases: open sales only (closed, live or played: none). */
export const onSale = (week: WeekDraw | null): week is WeekDraw =>
  week !== null && week.fase === 'VENTAS_ABIERTAS'

function carriedOver(latest: DrawResult | null): WeekJackpot | null {
  const jackpot = latest ? jackpotOf(latest.resultado) : null
  // A jackpot somebody won is that draw's news, not this week's pot.
  if (!latest || !jackpot?.acumulado) return null
  return { ...jackpot, desde: { identificador: latest.identificador, fecha: latest.fecha } }
}
