import 'server-only'
import { NotFoundError } from '@/lib/backend/errors'
import { openLiveStream } from '@/lib/backend/live'
import { liveEventSchema, type LiveEvent } from '@loteria/contract'
import { onStop } from '@/lib/graceful-stop'
import { errorFields, logger, metrics } from '@loteria/shared/observability'
import { readSse } from '@loteria/shared'

// One upstream subscription per site process (docs/architecture.md §10): the backend's event
// stream is read once and every event is written, as the same bytes, to every viewer of this
// process. The hub keeps the events of the latest draw, so a viewer that joins (or reconnects)
// gets what it missed from memory, not from the backend. The upstream is released when the last
// viewer leaves: nobody watching costs nothing, and the next viewer's first connection reads the
// running draw's backlog once.

const VIEWER_HEARTBEAT_MS = 15_000
const RECONNECT_MS = 1000
/** A backend without the live calls is asked again this seldom. */
const UNSUPPORTED_RETRY_MS = 60_000

const encoder = new TextEncoder()

export interface Viewer {
  /** The last event id this viewer has; only later ones are written to it. */
  lastId: number
  write(chunk: Uint8Array): void
  /** Ends the stream after `chunk` (the graceful stop's reconnect hint). */
  end?(chunk: Uint8Array): void
}

/** Written last to each viewer when this process stops: reconnect soon, to another process. */
const STOP_HINT = encoder.encode('retry: 500\n\n')

interface Buffered {
  id: number
  chunk: Uint8Array
}

function sseChunk(event: LiveEvent): Uint8Array {
  return encoder.encode(`id: ${event.id}\nevent: ${event.tipo}\ndata: ${JSON.stringify(event)}\n\n`)
}

export class LiveHub {
  private readonly viewers = new Set<Viewer>()
  private buffer: Buffered[] = []
  private cursor: number | undefined
  private upstream: AbortController | undefined
  private heartbeat: NodeJS.Timeout | undefined
  /** Upstream connections opened since start (the benchmark reads it). */
  connections = 0

  get size() {
    return this.viewers.size
  }

  add(viewer: Viewer): () => void {
    for (const event of this.buffer) this.deliver(viewer, event)
    this.viewers.add(viewer)
    metrics().liveViewers.set(this.viewers.size)
    if (!this.upstream) this.start()
    return () => this.remove(viewer)
  }

  /** The graceful stop: every viewer gets the reconnect hint and its stream ends. */
  endAll() {
    for (const viewer of [...this.viewers]) viewer.end?.(STOP_HINT)
  }

  private remove(viewer: Viewer) {
    if (!this.viewers.delete(viewer)) return
    metrics().liveViewers.set(this.viewers.size)
    if (this.viewers.size > 0) return
    this.upstream?.abort()
    this.upstream = undefined
    clearInterval(this.heartbeat)
    this.heartbeat = undefined
    // Without a subscription the memory would go stale: the next viewer starts afresh.
    this.buffer = []
    this.cursor = undefined
  }

  private deliver(viewer: Viewer, event: Buffered) {
    if (event.id <= viewer.lastId) return
    viewer.lastId = event.id
    viewer.write(event.chunk)
  }

  private receive(event: LiveEvent) {
    if (this.cursor !== undefined && event.id <= this.cursor) return
    this.cursor = event.id
    if (event.tipo === 'inicio') this.buffer = []
    const buffered = { id: event.id, chunk: sseChunk(event) }
    this.buffer.push(buffered)
    for (const viewer of this.viewers) this.deliver(viewer, buffered)
  }

  private start() {
    const controller = new AbortController()
    this.upstream = controller
    const ping = encoder.encode(': latido\n\n')
    this.heartbeat = setInterval(() => {
      for (const viewer of this.viewers) viewer.write(ping)
    }, VIEWER_HEARTBEAT_MS)
    void this.run(controller.signal)
  }

  private async run(signal: AbortSignal) {
    while (!signal.aborted) {
      let wait = RECONNECT_MS
      try {
        this.connections += 1
        const response = await openLiveStream(this.cursor, signal)
        if (response.status === 404) throw new NotFoundError()
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`)
        await readSse(response.body, (message) => {
          const parsed = liveEventSchema.safeParse(safeJson(message.data))
          if (parsed.success) this.receive(parsed.data)
          return signal.aborted
        })
      } catch (error) {
        if (error instanceof NotFoundError) wait = UNSUPPORTED_RETRY_MS
        else if (!signal.aborted) {
          logger.warn('en-vivo: la conexión con el backend se cortó', errorFields(error))
        }
      }
      if (!signal.aborted) await sleep(wait, signal)
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}

// Route handlers are bundled apart: the one hub of the process lives on globalThis.
const KEY = Symbol.for('loteria.liveHub')
type WithHub = typeof globalThis & { [KEY]?: LiveHub }

export function liveHub(): LiveHub {
  const scope = globalThis as WithHub
  if (!scope[KEY]) {
    const hub = new LiveHub()
    scope[KEY] = hub
    onStop(() => hub.endAll())
  }
  return scope[KEY]
}
