import { LAST_EVENT_ID_HEADER } from '@loteria/contract'
import { sharedEvents } from '@loteria/shared/events'
import type { Database } from '../db/client'
import {
  drawRow,
  eventsAfter,
  eventsOf,
  lastEventId,
  LIVE_CHANNEL,
  replayFloor,
  liveEvent,
  runningLiveDraw,
  type LiveEvent,
  type LiveEventRow,
} from './events'
import { errorFields, logger } from '@loteria/shared/observability'
import { databaseWentAway, isDatabaseUnavailable } from '../db/availability'

// GET rest/sorteos/en-vivo/eventos: Server-Sent Events, one per call (`bolilla`), plus `inicio`
// and `fin`, each with its id. Without Last-Event-ID the stream starts with every event of the
// draw being called; with it, with every event after that id, but never from before the latest
// live draw (replayFloor). It then relays the shared bus, and
// reads the store whenever the bus skipped an id (delivery there is at most once). A comment line
// every 15 s keeps proxies from closing a quiet connection.

const HEARTBEAT_MS = 15_000

const encoder = new TextEncoder()

async function sseText(db: Database, event: LiveEvent): Promise<string> {
  let data: unknown = event
  if (event.tipo === 'fin') {
    const draw = await drawRow(db, event.sorteoId)
    data = { ...event, resultado: draw?.resultado ?? null }
  }
  return `id: ${event.id}\nevent: ${event.tipo}\ndata: ${JSON.stringify(data)}\n\n`
}

export function liveEventStream(
  db: Database,
  lastId: number | undefined,
  signal?: AbortSignal,
  onClose?: () => void,
) {
  let cursor = 0
  let closed = false
  let queue: Promise<void> = Promise.resolve()
  const cleanups: (() => void)[] = []
  let cancel: (() => void) | undefined

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text))
      }
      const send = async (rows: readonly (LiveEventRow | LiveEvent)[]) => {
        for (const row of rows) {
          const event = 'creadoEn' in row ? liveEvent(row) : row
          if (event.id <= cursor) continue
          write(await sseText(db, event))
          cursor = event.id
        }
      }
      const catchUp = async () => {
        for (;;) {
          const rows = await eventsAfter(db, cursor)
          await send(rows)
          if (rows.length < 500) return
        }
      }
      const enqueue = (job: () => Promise<void>) => {
        queue = queue.then(job).catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) databaseWentAway(error)
          else logger.error('en-vivo: el flujo de eventos falló', errorFields(error))
          close()
        })
      }
      const close = () => {
        if (closed) return
        closed = true
        for (const cleanup of cleanups) cleanup()
        onClose?.()
        try {
          controller.close()
        } catch {
          // already closed by the reader
        }
      }

      // Subscribed before the backlog is read: nothing published meanwhile is lost (the cursor
      // drops what the backlog already sent).
      cleanups.push(
        sharedEvents().subscribe(LIVE_CHANNEL, (message) => {
          enqueue(async () => {
            const event = JSON.parse(message) as LiveEvent
            if (event.id === cursor + 1) await send([event])
            else if (event.id > cursor) await catchUp()
          })
        }),
      )
      const heartbeat = setInterval(() => write(': latido\n\n'), HEARTBEAT_MS)
      cleanups.push(() => clearInterval(heartbeat))
      signal?.addEventListener('abort', close, { once: true })
      cleanups.push(() => signal?.removeEventListener('abort', close))
      cancel = close

      write('retry: 2000\n\n')
      enqueue(async () => {
        if (lastId !== undefined) {
          cursor = Math.max(lastId, await replayFloor(db))
          await catchUp()
          return
        }
        const running = await runningLiveDraw(db)
        if (!running) {
          cursor = await lastEventId(db)
          return
        }
        const rows = await eventsOf(db, running.sorteoId)
        // Just before this draw's first event: its whole backlog follows.
        cursor = (rows[0]?.id ?? (await lastEventId(db)) + 1) - 1
        await send(rows)
        await catchUp()
      })
    },
    cancel() {
      cancel?.()
    },
  })
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  })
}

/** Last-Event-ID (an EventSource reconnect) as a cursor; anything else starts afresh. */
export function lastEventIdOf(request: Request): number | undefined {
  const raw = request.headers.get(LAST_EVENT_ID_HEADER)?.trim()
  return raw && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined
}
