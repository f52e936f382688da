import 'server-only'
import { TAGS } from '@loteria/contract'
import { forgetRememberedPages } from '@/lib/page-microcache.mjs'
import { weekChanged, weekReadable } from './week-gate.mjs'
import { errorFields, logger } from '@loteria/shared/observability'
import { readWeekState } from './week-changes'
import { sameWeekState, type WeekState } from './week-state'

// The week watched by the server itself, so that the first reader after a change gets the new page
// with no warm-up and no open tab: the close by the backend's own timer, a draw ended by the live
// ticker, an operator's backend that closes or publishes without telling the site. Each process
// reads sorteos/actual (one light call) every LOOK_MS, and at the close's instant; on a change it
// expires the week's pages as a route handler would (lib/draws/week-changes.ts).
//
// Next expires a tag only where a request's store is (revalidateTag); out of a request the same
// expiry is asked of the incremental cache Next keeps for the process (set by its first request:
// before that nothing of this process's is kept to expire).

const LOOK_MS = 2_000
const KEY = Symbol.for('loteria.week-server-watch')

interface IncrementalCache {
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}
type Scope = typeof globalThis & {
  [KEY]?: { timer?: ReturnType<typeof setTimeout>; last?: WeekState }
  __incrementalCache?: IncrementalCache
}

async function expireWeekPages(tags: string[]) {
  weekChanged()
  forgetRememberedPages()
  await (globalThis as Scope).__incrementalCache?.revalidateTag(tags)
}

export function watchWeekOnServer(): void {
  const scope = globalThis as Scope
  const own = (scope[KEY] ??= {})
  if (own.timer) return
  const look = async () => {
    try {
      const now = await readWeekState()
      weekReadable(true)
      const last = own.last
      own.last = now
      if (last && !sameWeekState(last, now)) {
        await expireWeekPages(
          last.sorteoId === now.sorteoId ? [TAGS.draws] : [TAGS.draws, TAGS.winners],
        )
        logger.info('semana: cambió el sorteo a la venta o su fase', { antes: last, ahora: now })
      }
    } catch (error) {
      // The backend away: pages keep their kept copies until it answers again (week-gate.mjs);
      // the outage is logged where it is noticed (lib/backend-health.ts).
      weekReadable(false)
      logger.debug('semana: no se pudo leer el sorteo actual', errorFields(error))
    }
    own.timer = setTimeout(() => void look(), LOOK_MS)
    own.timer.unref()
  }
  own.timer = setTimeout(() => void look(), 0)
  own.timer.unref()
}
