// Amounts, dates and times as Paraguayan players read them (docs/product.md §9). The formatters are
// made on first use, not when the module loads: the module is in every page's first load (the
// amounts on the home, the card check), and each Intl constructor costs the phone time before the
// page answers. Dates use Intl alone, no date library, for the same reason.

export const TIME_ZONE = 'America/Asuncion'

/** A formatter made the first time it is asked for. */
function once<T>(make: () => T): () => T {
  let made: T | undefined
  return () => (made ??= make())
}

const guaranies = once(
  () =>
    new Intl.NumberFormat('es-PY', {
      style: 'currency',
      currency: 'PYG',
      maximumFractionDigits: 0,
    }),
)

const thousands = once(() => new Intl.NumberFormat('es-PY', { maximumFractionDigits: 0 }))

/** The space inside an amount: a line never breaks between "Gs." and its digits. */
export const AMOUNT_SPACE = '\u00a0'

/**
 * `Gs. 408.000`; a negative amount `-Gs. 168.000`. The space after the symbol is a non-breaking one
 * ("Gs." at the end of one line and "10.000" on the next), whatever the ICU build puts
 * there, so every amount of the site and the backend's messages reads as one word.
 */
export function formatGs(amount: number): string {
  const text = guaranies().format(Math.abs(amount)).replace(/\s+/g, AMOUNT_SPACE)
  // es-PY puts the sign between the symbol and the digits ("Gs. -168.000"), which reads as a
  // typo: the sign goes before the whole amount. An amount that rounds to zero has no sign.
  return amount < 0 && /[1-9]/.test(text) ? `-${text}` : text
}

/** A prize as players read it: `Gs. 150.000` for cash, the good's name (`Moto 0 km`) otherwise. */
export function formatPrize(premio: number | string): string {
  return typeof premio === 'number' ? formatGs(premio) : premio
}

/** Whole thousands of guaraníes (the contract's `totalEnMiles`) as `Gs. 250.150.000`. */
export function formatGsThousands(miles: number): string {
  return formatGs(miles * 1000)
}

const percents = once(() => new Intl.NumberFormat('es-PY', { maximumFractionDigits: 2 }))

/** `10%`, `4,5%` */
export function formatPercent(percent: number): string {
  return `${percents().format(percent)}%`
}

/** `408.000` */
export function formatNumber(amount: number): string {
  return thousands().format(amount)
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

const asuncion = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
)

/** The wall clock in Asunción at `value`, each field as printed (`05`, `2026`). */
function inAsuncion(value: Date | string | number) {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const part of asuncion().formatToParts(toDate(value))) parts[part.type] = part.value
  const { year = '', month = '', day = '', hour = '', minute = '', second = '' } = parts
  return { year, month, day, hour, minute, second }
}

/** `dd/MM/yyyy` in Asunción. */
export function formatDate(value: Date | string | number): string {
  const { day, month, year } = inAsuncion(value)
  return `${day}/${month}/${year}`
}

/** `HH:mm:ss` in Asunción. */
export function formatTime(value: Date | string | number): string {
  const { hour, minute, second } = inAsuncion(value)
  return `${hour}:${minute}:${second}`
}

/** `dd/MM/yyyy HH:mm:ss` in Asunción. */
export function formatDateTime(value: Date | string | number): string {
  const { day, month, year, hour, minute, second } = inAsuncion(value)
  return `${day}/${month}/${year} ${hour}:${minute}:${second}`
}

/** A file size in megabytes, one decimal, rounded up so a limit is never understated: `25`, `26,2`. */
export function formatMegabytes(bytes: number): string {
  const mb = Math.ceil((bytes / (1024 * 1024)) * 10) / 10
  return new Intl.NumberFormat('es-PY', { maximumFractionDigits: 1 }).format(mb)
}

/** Digits in a card number: the contract writes them as six (`034170`). */
export const CARD_DIGITS = 6

/**
 * A card number as printed on the card, leading zeros kept: `43985` (a backend that sends numbers,
 * or a player who typed it without its zero) → `043985`. Anything but digits is left as it is.
 */
export function formatCardNumber(numero: string | number): string {
  const text = String(numero).trim()
  return /^\d+$/.test(text) ? text.padStart(CARD_DIGITS, '0') : text
}

/** A ball as the draw calls it: `07`. */
export function formatBall(ball: number): string {
  return String(ball).padStart(2, '0')
}

/** `20:00` in Asunción. */
export function formatHourMinute(value: Date | string | number): string {
  const { hour, minute } = inAsuncion(value)
  return `${hour}:${minute}`
}

/** What is left until `target`: whole days and `HH:mm:ss`, never below zero. */
export function formatCountdown(
  target: Date | string | number,
  now: Date | number,
): { dias: number; reloj: string } {
  const left = Math.max(0, toDate(target).getTime() - toDate(now).getTime())
  const seconds = Math.floor(left / 1000)
  const dias = Math.floor(seconds / 86_400)
  const pad = (n: number) => String(n).padStart(2, '0')
  const h = Math.floor((seconds % 86_400) / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  return { dias, reloj: `${pad(h)}:${pad(m)}:${pad(seconds % 60)}` }
}
