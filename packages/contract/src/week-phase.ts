import { TIME_ZONE } from './format/format'

// The week's clock (docs/contract.md, "The week's phase"): where the draw on sale stands, said by
// the backend in sorteos/actual. The backend owns its close of sales; these rules only read what it
// says, and give the one fallback for a backend that says neither the close nor the phase. Without
// zod (its schema is in sorteo.ts): open pages read it (@loteria/contract/week), and every byte of
// their script is a phone's wait.

export const WEEK_PHASES = [
  'VENTAS_ABIERTAS',
  'VENTAS_CERRADAS',
  'EN_VIVO',
  'RESULTADOS_PUBLICADOS',
] as const
export type WeekPhase = (typeof WEEK_PHASES)[number]

/** Whether `value` names a phase of the week. */
export const isWeekPhase = (value: unknown): value is WeekPhase =>
  typeof value === 'string' && (WEEK_PHASES as readonly string[]).includes(value)

/**
 * The fallback close of sales, for a backend whose sorteos/actual carries no `cierreVentas`: the
 * draw's day at 18:00 in Asunción, two hours before the draw (reglamento, "Cierre de ventas").
 */
export const FALLBACK_CLOSE_TIME = '18:00'

/** Minutes east of UTC that Asunción's clock reads at `at` (Intl alone: safe in the browser). */
function zoneOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'))
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000)
}

/** The instant Asunción's clock reads `hhmm` ("17:00") on the calendar day of `day` there. */
export function asuncionInstantOn(day: Date, hhmm: string): Date {
  const local = new Date(day.getTime() + zoneOffsetMinutes(day) * 60_000)
  const [hours, minutes] = hhmm.split(':').map(Number)
  const wall = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate(),
    hours ?? 0,
    minutes ?? 0,
  )
  // The offset at the wall time itself (a change of offset that day moves the instant with it).
  return new Date(wall - zoneOffsetMinutes(new Date(wall)) * 60_000)
}

export interface PhaseSource {
  fecha: string
  cierreVentas?: string | undefined
  fase?: WeekPhase | undefined
}

/** The close of sales of the draw on sale: the backend's instant, else the fallback rule. */
export function salesCloseOf(draw: PhaseSource): Date {
  const said = draw.cierreVentas ? new Date(draw.cierreVentas) : undefined
  if (said && !Number.isNaN(said.getTime())) return said
  return asuncionInstantOn(new Date(draw.fecha), FALLBACK_CLOSE_TIME)
}

/**
 * The phase at `now`: what the backend said, moved on by the clock where the clock alone can tell
 * (an answer kept a minute says "open" past the close it also names). A later phase is never
 * taken back by the clock.
 */
export function phaseAt(draw: PhaseSource, now: Date): WeekPhase {
  const said = draw.fase ?? 'VENTAS_ABIERTAS'
  if (said !== 'VENTAS_ABIERTAS') return said
  return now.getTime() >= salesCloseOf(draw).getTime() ? 'VENTAS_CERRADAS' : 'VENTAS_ABIERTAS'
}

/** Whether the draw on sale still sells at `now`. */
export const sellsAt = (draw: PhaseSource, now: Date) => phaseAt(draw, now) === 'VENTAS_ABIERTAS'
