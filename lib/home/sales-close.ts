import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { TIME_ZONE, toDate } from '@loteria/contract/format'

// Sales for a draw close on its day at 18:00 in Asunción (reglamento, "Cierre de ventas"), two
// hours before the draw. The countdown of the home counts to that instant.

export const SALES_CLOSE_TIME = '18:00'

export function salesCloseOf(fechaSorteo: string | Date): Date {
  const day = formatInTimeZone(toDate(fechaSorteo), TIME_ZONE, 'yyyy-MM-dd')
  return fromZonedTime(`${day} ${SALES_CLOSE_TIME}`, TIME_ZONE)
}
