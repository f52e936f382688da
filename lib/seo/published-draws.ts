import 'server-only'
import { readPreviousDraws } from '@/lib/backend/draws'
import { PUBLISHED_DRAWS, type PublishedDraws } from './draw-address'

// The ids of the draws the backend has published, for middleware.ts (lib/seo/draw-address.ts):
// the gate that keeps addresses of draws nobody published out of Next's page cache. A draw, once
// published, stays; an id not seen yet reads the backend's list again, at most once every
// REREAD_MS however many such addresses arrive, so a flood costs the backend one call every two
// seconds, and a draw played a moment ago has its page at once.

const REREAD_MS = 2000

interface State {
  ids: Set<number>
  read: boolean
  readAt: number
  reading?: Promise<void>
}

const state: State = { ids: new Set(), read: false, readAt: -Infinity }

async function readList(): Promise<void> {
  try {
    for (const draw of await readPreviousDraws()) state.ids.add(draw.id)
    state.read = true
  } catch {
    // Logged by the transport; the list stays as it was until the next read.
  } finally {
    state.readAt = Date.now()
  }
}

const publishedDrawIds: PublishedDraws = {
  async has(id) {
    if (state.ids.has(id)) return true
    if (Date.now() - state.readAt >= REREAD_MS) {
      state.reading ??= readList().finally(() => (state.reading = undefined))
      await state.reading
    } else if (state.reading) {
      await state.reading
    }
    if (state.ids.has(id)) return true
    return state.read ? false : undefined
  },
}

/** Called once at start (instrumentation.ts), before any request reaches middleware.ts. */
export function sharePublishedDraws(): void {
  ;(globalThis as typeof globalThis & { [PUBLISHED_DRAWS]?: PublishedDraws })[PUBLISHED_DRAWS] =
    publishedDrawIds
}
