import 'server-only'
import { liveHub, type Viewer } from './hub'

// Who may watch the live draw's events from this process, and how a viewer is attached to the
// process's one hub. Shared by the route handler (app/api/en-vivo/eventos) and the plain Node
// path that serves the same stream before Next (lib/live/raw-stream-hook.mjs), which reaches it
// through globalThis (instrumentation.ts puts it there): a stream served by Next costs ~250 kB of
// memory per viewer (its Request, Response and web streams), one written straight to the socket
// a small fraction of that.

export const TOO_MANY_VIEWERS = 'Demasiadas conexiones desde tu red. Probá de nuevo en un rato.'
export const SSE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  // nginx passes each event on at once.
  'X-Accel-Buffering': 'no',
}
/** Sent first on every stream: a cut viewer comes back within 2 s, after its last event. */
export const RETRY_LINE = new TextEncoder().encode('retry: 2000\n\n')

/** Open streams per client address (carriers put many phones behind one address). */
function viewersPerAddress(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.LIMIT_LIVE_VIEWERS_PER_ADDRESS)
  return Number.isInteger(value) && value > 0 ? value : 50
}

/** The event id a viewer resumes after: Last-Event-ID (a reconnect), else `?desde=`. */
export function resumeCursor(lastEventId: string | null | undefined, desde: string | null): number {
  const raw = (lastEventId ?? desde ?? '').trim()
  return /^\d{1,12}$/.test(raw) ? Number(raw) : 0
}

export interface ViewerSink {
  /** The stream is accepted: headers and the retry line go out before any event. */
  start(): void
  write(chunk: Uint8Array): void
  /** Writes `chunk` and ends the stream (the graceful stop's reconnect hint). */
  end(chunk: Uint8Array): void
}

// Both bundles (the route's and instrumentation's) count in one table.
const COUNTS = Symbol.for('loteria.live.viewersPerAddress')
type WithCounts = typeof globalThis & { [COUNTS]?: Map<string, number> }

function openCounts(): Map<string, number> {
  const scope = globalThis as WithCounts
  scope[COUNTS] ??= new Map()
  return scope[COUNTS]
}

/**
 * Attaches a viewer from `address`, resuming after `cursor`. Undefined when the address already
 * holds its share of this process's streams (the caller answers 429); else the function that
 * detaches it, safe to call more than once.
 */
export function openViewer(
  address: string,
  cursor: number,
  sink: ViewerSink,
): (() => void) | undefined {
  const open = openCounts()
  const count = open.get(address) ?? 0
  if (count >= viewersPerAddress()) return undefined
  open.set(address, count + 1)
  // Replaced once the hub has the viewer.
  let detach = (): void => undefined
  let released = false
  const release = () => {
    if (released) return
    released = true
    detach()
    const left = (open.get(address) ?? 1) - 1
    if (left > 0) open.set(address, left)
    else open.delete(address)
  }
  const viewer: Viewer = {
    lastId: cursor,
    write: (chunk) => sink.write(chunk),
    end: (chunk) => {
      sink.end(chunk)
      release()
    },
  }
  sink.start()
  detach = liveHub().add(viewer)
  return release
}

/** What instrumentation.ts publishes for lib/live/raw-stream-hook.mjs. */
export const LIVE_DOOR = Symbol.for('loteria.live.door')
interface LiveDoor {
  openViewer: typeof openViewer
  resumeCursor: typeof resumeCursor
  tooManyViewers: string
  retryLine: Uint8Array
  headers: Record<string, string>
}

/** Puts the door where the plain Node hook finds it (instrumentation.ts, once per process). */
export function publishLiveDoor(): void {
  const door: LiveDoor = {
    openViewer,
    resumeCursor,
    tooManyViewers: TOO_MANY_VIEWERS,
    retryLine: RETRY_LINE,
    headers: SSE_HEADERS,
  }
  ;(globalThis as typeof globalThis & { [LIVE_DOOR]?: LiveDoor })[LIVE_DOOR] = door
}
