// The birth date typed as day, month and year (three numeric boxes on a phone's number
// pad instead of a calendar scrolled back decades), held by the form as `yyyy-MM-dd`, the value
// the registration schema checks. A date that is incomplete or does not exist (31/02) is held as
// '', so the form asks for it ('Ingrese su fecha de nacimiento.') instead of sending another day.

export interface DateParts {
  dia: string
  mes: string
  anio: string
}

const EMPTY_DATE: DateParts = { dia: '', mes: '', anio: '' }

/** `yyyy-MM-dd` for a real calendar date, else ''. */
export function isoDate({ dia, mes, anio }: DateParts): string {
  if (!/^\d{1,2}$/.test(dia) || !/^\d{1,2}$/.test(mes) || !/^\d{4}$/.test(anio)) return ''
  const [d, m, y] = [Number(dia), Number(mes), Number(anio)]
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return ''
  return `${anio}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

/** The boxes of a `yyyy-MM-dd` value ('' or anything else: empty boxes). */
export function dateParts(value: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return match ? { dia: match[3]!, mes: match[2]!, anio: match[1]! } : EMPTY_DATE
}

/** Only digits, at most `length` of them: what a box keeps of what was typed or pasted. */
export function digitsOf(text: string, length: number): string {
  return text.replace(/\D/g, '').slice(0, length)
}
