import { liveHub, type Viewer } from '@/lib/live/hub'
import { clientAddressOf } from '@/lib/request-info'

// GET /api/en-vivo/eventos – the live draw's events (Server-Sent Events) from this process's one
// upstream subscription. Resumes after Last-Event-ID (a reconnect) or `?desde=` (the id of the
// state the page started from).

export const dynamic = 'force-dynamic'
// On Vercel a function is cut after its plan's limit (300 s is allowed on every plan with fluid
// compute); the page reconnects (`retry: 2000`) and resumes after Last-Event-ID. A Node host has no
// such limit and ignores this.
export const maxDuration = 300

/** Open streams per client address (carriers put many phones behind one address). */
function viewersPerAddress(): number {
  const value = Number(process.env.LIMIT_LIVE_VIEWERS_PER_ADDRESS)
  return Number.isInteger(value) && value > 0 ? value : 50
}

const open = new Map<string, number>()

function cursorOf(request: Request): number {
  const raw =
    request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('desde') ?? ''
  return /^\d{1,12}$/.test(raw.trim()) ? Number(raw.trim()) : 0
}

export function GET(request: Request) {
  const address = clientAddressOf(request.headers)
  const count = open.get(address) ?? 0
  if (count >= viewersPerAddress()) {
    return Response.json(
      { error: true, mensaje: 'Demasiadas conexiones desde tu red. Probá de nuevo en un rato.' },
      { status: 429, headers: { 'Retry-After': '30' } },
    )
  }
  open.set(address, count + 1)

  let release: (() => void) | undefined
  const done = () => {
    if (!release) return
    release()
    release = undefined
    const left = (open.get(address) ?? 1) - 1
    if (left > 0) open.set(address, left)
    else open.delete(address)
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const viewer: Viewer = {
        lastId: cursorOf(request),
        write(chunk) {
          try {
            controller.enqueue(chunk)
          } catch {
            done()
          }
        },
        end(chunk) {
          try {
            controller.enqueue(chunk)
            controller.close()
          } catch {
            // already closed by the viewer
          }
          done()
        },
      }
      controller.enqueue(new TextEncoder().encode('retry: 2000\n\n'))
      release = liveHub().add(viewer)
      request.signal.addEventListener('abort', done, { once: true })
    },
    cancel: done,
  })
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}
