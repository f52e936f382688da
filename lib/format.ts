import { formatInTimeZone } from 'date-fns-tz'

// Amounts, dates and times as Paraguayan players read them (SPEC section 9).

export const TIME_ZONE = 'America/Asuncion'

const guaranies = new Intl.NumberFormat('es-PY', {
  style: 'currency',
  currency: 'PYG',
  maximumFractionDigits: 0,
})

const thousands = new Intl.NumberFormat('es-PY', { maximumFractionDigits: 0 })

/** `Gs. 408.000` */
export function formatGs(amount: number): string {
  // Some ICU builds put a non-breaking space after the symbol; players see a plain one.
  return guaranies.format(amount).replace(/\u00a0/g, ' ')
}

/** `408.000` */
export function formatNumber(amount: number): string {
  return thousands.format(amount)
}

export function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value
  if (typeof value === 'number') return new Date(value)
  // dd/MM/yyyy[ HH:mm[:ss]] as some backends send it; read as Asunción time.
  const local = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(
    value.trim(),
  )
  if (local) {
    const [, d, m, y, hh = '00', mm = '00', ss = '00'] = local
    return new Date(`${y}-${m}-${d}T${hh}:${mm}:${ss}-03:00`)
  }
  return new Date(value)
}

/** `dd/MM/yyyy` in Asunción. */
export function formatDate(value: Date | string | number): string {
  return formatInTimeZone(toDate(value), TIME_ZONE, 'dd/MM/yyyy')
}

/** `HH:mm:ss` in Asunción. */
export function formatTime(value: Date | string | number): string {
  return formatInTimeZone(toDate(value), TIME_ZONE, 'HH:mm:ss')
}

/** `dd/MM/yyyy HH:mm:ss` in Asunción. */
export function formatDateTime(value: Date | string | number): string {
  return formatInTimeZone(toDate(value), TIME_ZONE, 'dd/MM/yyyy HH:mm:ss')
}
