import { z } from 'zod'
import type messages from '@/messages/es.json'

// Juego responsable: a spend limit, a pause and the reality-check interval, as the player sends
// them. One schema for the browser form, the server action and the embedded backend; messages
// are keys of the `ResponsiblePlayValidation` namespace, which each side turns into Spanish.

export type ResponsiblePlayKey = keyof (typeof messages)['ResponsiblePlayValidation']
const m = (key: ResponsiblePlayKey) => ({ message: key })

export const LIMIT_PERIODS = ['dia', 'semana', 'mes'] as const
export type LimitPeriod = (typeof LIMIT_PERIODS)[number]

/** The largest limit accepted: Gs. 100.000.000, far above any player's spend in a month. */
export const MAX_LIMIT = 100_000_000
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
