import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { TIME_ZONE, toDate } from '@loteria/shared/format'

// Sales for a draw close on its day at 18:00 in Asunción (reglamento, "Cierre de ventas"), two
// hours before the draw. The countdown of the home counts to that instant.

export const SALES_CLOSE_TIME = '18:00'

export function salesCloseOf(fechaSorteo: string | Date): Date {
  const day = formatInTimeZone(toDate(fechaSorteo), TIME_ZONE, 'yyyy-MM-dd')
  return fromZonedTime(`${day} ${SALES_CLOSE_TIME}`, TIME_ZONE)
}

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
