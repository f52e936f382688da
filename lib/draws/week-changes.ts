import 'server-only'
import { phaseAt } from '@loteria/contract'
import { expireNow, TAGS } from '@/lib/backend/cache'
import { readCurrentDrawOrNone } from './current-draw'
import { sameWeekState, type WeekState } from './week-state'

// The week as this process last saw it, read fresh from sorteos/actual. A change (the close, the
// draw going live, the next draw on sale) expires the pages that name the week's draw before the
// next reader gets them: `expireNow` makes Next render them again on the next request instead of
// answering the copy it kept (docs/architecture.md §7).

const KEY = Symbol.for('loteria.week-changes')
type Scope = typeof globalThis & { [KEY]?: WeekState }

/** The week now, from the backend: the open draw and its phase by the clock, or none. */
export async function readWeekState(now = new Date()): Promise<WeekState> {
  const current = await readCurrentDrawOrNone()
  if (!current) return { sorteoId: null, fase: 'SIN_SORTEO' }
  return { sorteoId: current.id, fase: phaseAt(current, now) }
}

/**
 * Notes the week's state; when it differs from the last one this process saw, expires the week's
 * pages (and the winners' when another draw is on sale). Answers whether it changed; the first
 * state a process sees counts as a change. Must run
 * where Next can revalidate: a route handler or a server action.
 */
export function noteWeekState(state: WeekState): boolean {
  const scope = globalThis as Scope
  const last = scope[KEY]
  scope[KEY] = state
  // Unknown before (a process just started): its pages may be a build's or another week's.
  if (last && sameWeekState(last, state)) return false
  expireNow(TAGS.draws)
  if (last?.sorteoId !== state.sorteoId) expireNow(TAGS.winners)
  return true
}
