import { z } from 'zod'
import { weekPhaseSchema } from '@loteria/contract'

// Where the week stands, as /api/semana tells an open page (components/draws/draw-watch.tsx): the
// draw on sale and its phase now, or no draw on sale at all.

export const weekStateSchema = z.object({
  sorteoId: z.number().nullable(),
  fase: z.union([weekPhaseSchema, z.literal('SIN_SORTEO')]),
})
export type WeekState = z.infer<typeof weekStateSchema>

export const sameWeekState = (a: WeekState, b: WeekState) =>
  a.sorteoId === b.sorteoId && a.fase === b.fase
