import { isWeekPhase, type WeekPhase } from '@loteria/contract/week'
import { isRecord } from '@/lib/is-record'

// Where the week stands, as /api/semana tells an open page (components/draws/draw-watch.tsx): the
// draw on sale and its phase now, or no draw on sale at all. Read without zod: it is in the script
// of every page that names the week's draw.

export interface WeekState {
  sorteoId: number | null
  fase: WeekPhase | 'SIN_SORTEO'
}

/** The answer of /api/semana, or null when it is not one. */
export function readWeekStateAnswer(value: unknown): WeekState | null {
  if (!isRecord(value)) return null
  const { sorteoId, fase } = value
  if (fase === 'SIN_SORTEO' && sorteoId === null) return { sorteoId: null, fase }
  if (typeof sorteoId !== 'number' || !isWeekPhase(fase)) return null
  return { sorteoId, fase }
}

export const sameWeekState = (a: WeekState, b: WeekState) =>
  a.sorteoId === b.sorteoId && a.fase === b.fase
