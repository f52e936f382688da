import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { TIME_ZONE } from '@loteria/contract/format'

// One draw a week, Sundays at 20:00 in Asunción (the reglamento). A draw's number follows from its
// date, counted from a known draw, so a date names one draw in every database.

const KNOWN_DRAW = { numero: 1287, sunday: Date.UTC(2026, 10, 22) }
const WEEK_DAYS = 7
const DAY = 86_400_000
const DRAW_TIME = '20:00'

/** Sunday 20:00 in Asunción of draw `numero`. */
export function drawDate(numero: number): Date {
  const sunday = new Date(KNOWN_DRAW.sunday + (numero - KNOWN_DRAW.numero) * WEEK_DAYS * DAY)
  return fromZonedTime(`${sunday.toISOString().slice(0, 10)} ${DRAW_TIME}`, TIME_ZONE)
}

/** The first draw after `instant` (a draw at that very moment has started: it is not next). */
export function drawNumberAfter(instant: Date): number {
  const localDay = Date.parse(`${formatInTimeZone(instant, TIME_ZONE, 'yyyy-MM-dd')}T00:00:00Z`)
  let numero = KNOWN_DRAW.numero + Math.floor((localDay - KNOWN_DRAW.sunday) / (WEEK_DAYS * DAY))
  while (drawDate(numero).getTime() <= instant.getTime()) numero++
  while (drawDate(numero - 1).getTime() > instant.getTime()) numero--
  return numero
}

export const identificador = (numero: number) => `Sorteo N° ${numero}`
