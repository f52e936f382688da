import {
  openViewer,
  resumeCursor,
  RETRY_LINE,
  SSE_HEADERS,
  TOO_MANY_VIEWERS,
} from '@/lib/live/viewer-door'
import { clientAddressOf } from '@/lib/request-info'

// GET /api/en-vivo/eventos – the live draw's events (Server-Sent Events) from this process's one
// upstream subscription. Resumes after Last-Event-ID (a reconnect) or `?desde=` (the id of the
// state the page started from). Under `npm start` and the Docker image the same stream is served
// before Next reaches this handler (lib/live/raw-stream-hook.mjs, the same rules from
// lib/live/viewer-door.ts); this handler serves it where that hook cannot run (Vercel).

export const dynamic = 'force-dynamic'
// On Vercel a function is cut after its plan's limit (300 s is allowed on every plan with fluid
// compute); the page reconnects (`retry: 2000`) and resumes after Last-Event-ID. A Node host has no
// such limit and ignores this.
export const maxDuration = 300

export function GET(request: Request) {
  const cursor = resumeCursor(
    request.headers.get('last-event-id'),
    new URL(request.url).searchParams.get('desde'),
  )
  let release: (() => void) | undefined
  let refused = false
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      release = openViewer(clientAddressOf(request.headers), cursor, {
        start: () => controller.enqueue(RETRY_LINE),
        write(chunk) {
          try {
            controller.enqueue(chunk)
          } catch {
            release?.()
          }
        },
        end(chunk) {
          try {
            controller.enqueue(chunk)
            controller.close()
          } catch {
            // already closed by the viewer
          }
        },
      })
      if (!release) refused = true
      else request.signal.addEventListener('abort', () => release?.(), { once: true })
    },
    cancel: () => release?.(),
  })
  if (refused) {
    return Response.json(
      { error: true, mensaje: TOO_MANY_VIEWERS },
      { status: 429, headers: { 'Retry-After': '30' } },
    )
  }
  return new Response(stream, { headers: SSE_HEADERS })
}
