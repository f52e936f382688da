import { z } from 'zod'
import { formatGs } from './format/format'

// Juego responsable: a spend limit, a pause and the reality-check interval, as the player sends
// them. One schema, and one set of texts, for the browser form, the server action and the
// reference backend: an issue's message is a key of RESPONSIBLE_PLAY_MESSAGES.

/** The largest limit accepted: Gs. 100.000.000, far above any player's spend in a month. */
export const MAX_LIMIT = 100_000_000

export const RESPONSIBLE_PLAY_MESSAGES = {
  amountNotNumber: 'Escribí el límite en guaraníes, solo con números (por ejemplo, 20.000).',
  amountPositive: 'El límite tiene que ser mayor que cero.',
  // Written by the one money formatter, like every amount.
  amountTooLarge: `El límite no puede pasar de ${formatGs(MAX_LIMIT)}.`,
  periodUnknown: 'Elegí un período: diario, semanal o mensual.',
  pauseUnknown: 'Elegí cuánto dura la pausa: 24 horas, 7 días o 30 días.',
  intervalUnknown: 'Elegí cada cuánto querés el aviso: desactivado, 30, 60 o 120 minutos.',
  yearInvalid: 'El año no es válido.',
} as const

export type ResponsiblePlayKey = keyof typeof RESPONSIBLE_PLAY_MESSAGES

/** The Spanish text of a schema issue (its message is a key), or a general refusal. */
export const responsiblePlayMessage = (key: string | undefined): string =>
  RESPONSIBLE_PLAY_MESSAGES[key as ResponsiblePlayKey] ?? 'La solicitud no es válida.'

const m = (key: ResponsiblePlayKey) => ({ message: key })

export const LIMIT_PERIODS = ['dia', 'semana', 'mes'] as const
export type LimitPeriod = (typeof LIMIT_PERIODS)[number]

export const PAUSE_DAYS = [1, 7, 30] as const
export const REALITY_CHECK_MINUTES = [0, 30, 60, 120] as const

/** "20.000", "20000" or 20000 as a whole number of guaraníes; anything else as NaN. */
function guaranies(value: unknown): unknown {
  if (typeof value === 'number') return value
  if (typeof value !== 'string') return value
  const text = value.replace(/[\s.]/g, '')
  if (text === '') return undefined
  return /^-?\d+$/.test(text) ? Number(text) : Number.NaN
}

export const limitAmountSchema = z.preprocess(
  guaranies,
  z
    .number(m('amountNotNumber'))
    .int(m('amountNotNumber'))
    .positive(m('amountPositive'))
    .max(MAX_LIMIT, m('amountTooLarge')),
)

export const limitPeriodSchema = z.enum(LIMIT_PERIODS, m('periodUnknown'))

/** Set a limit (`monto`) or remove it (`monto: null`). */
export const limitChangeSchema = z.strictObject({
  periodo: limitPeriodSchema,
  monto: limitAmountSchema.nullable(),
})
export type LimitChange = z.infer<typeof limitChangeSchema>

/** The limit form's fields, as the browser holds them. */
export const limitFormSchema = z.strictObject({
  periodo: limitPeriodSchema,
  monto: limitAmountSchema,
})
export type LimitFormInput = z.input<typeof limitFormSchema>

const oneOf = <T extends readonly number[]>(values: T, key: ResponsiblePlayKey) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z.number(m(key)).refine((value): value is T[number] => values.includes(value), m(key)),
  )

export const pauseSchema = z.strictObject({ dias: oneOf(PAUSE_DAYS, 'pauseUnknown') })
export type PauseInput = z.infer<typeof pauseSchema>

export const realityCheckSchema = z.strictObject({
  minutos: oneOf(REALITY_CHECK_MINUTES, 'intervalUnknown'),
})
export type RealityCheckInput = z.infer<typeof realityCheckSchema>

/** A year of the statement: from 2000 to 2100. */
export const statementYearSchema = z.coerce
  .number(m('yearInvalid'))
  .int(m('yearInvalid'))
  .min(2000, m('yearInvalid'))
  .max(2100, m('yearInvalid'))
