import 'server-only'
import { readCurrentDrawOrNone } from './current-draw'
import { renderedAt } from '@/lib/time/rendered-at'
import { weekDraw, type WeekDraw } from './week'

/** The week's draw read fresh, for buying pages: what they sell must be what the backend sells now. */
export async function openWeek(): Promise<WeekDraw | null> {
  const current = await readCurrentDrawOrNone()
  return current ? weekDraw(current, null, renderedAt()) : null
}
