import 'server-only'
import { getOpenDraw } from '@/lib/backend'
import { renderedAt } from '@/lib/time/rendered-at'
import { noDrawOnSale, weekDraw, type WeekDraw } from './week'

/** The week's draw read fresh, for buying pages: what they sell must be what the backend sells now. */
export async function openWeek(): Promise<WeekDraw | null> {
  const current = await getOpenDraw().catch(noDrawOnSale)
  return current ? weekDraw(current, null, renderedAt()) : null
}
