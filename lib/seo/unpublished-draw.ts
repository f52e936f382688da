import { NextResponse, type NextRequest } from 'next/server'
import { drawAskedBy, publishedDraws } from './draw-address'

// middleware.ts's answer to the address of a draw nobody published: the site's 404
// page, as any unknown address gets it, sent before Next renders the draw page and keeps the
// render in its page cache on disk for good. The page is Next's own prerendered 404, fetched from
// this server once a minute and sent from memory: a rewrite would do, but Next proxies a
// middleware's rewrite over HTTP to itself whenever the origin it gives middleware (localhost)
// is not the one it listens on (HOSTNAME=127.0.0.1, 0.0.0.0), which doubles the cost of a flood.

/** An address with no route: Next answers it with its prerendered 404. */
const NO_ROUTE = '/_sin-sorteo'
const KEEP_MS = 60_000
const NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate'

interface Page {
  body: ArrayBuffer
  type: string
  at: number
}

let kept: Page | undefined
let fetching: Promise<Page | undefined> | undefined

async function readNotFoundPage(origin: string): Promise<Page | undefined> {
  try {
    const page = await fetch(new URL(NO_ROUTE, origin), {
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    })
    if (page.status !== 404) return kept
    const type = page.headers.get('content-type') ?? 'text/html; charset=utf-8'
    return { body: await page.arrayBuffer(), type, at: Date.now() }
  } catch {
    return kept
  }
}

async function notFoundPage(origin: string): Promise<Page | undefined> {
  if (kept && Date.now() - kept.at < KEEP_MS) return kept
  fetching ??= readNotFoundPage(origin).finally(() => (fetching = undefined))
  kept = await fetching
  return kept
}

/**
 * The 404 for a GET of a draw's page or picture that the backend has not published, or of an
 * address under /resultados/ that names no draw; undefined for anything else (Next serves it).
 */
export async function unpublishedDraw(request: NextRequest): Promise<NextResponse | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const id = drawAskedBy(request.nextUrl.pathname)
  if (id === undefined) return undefined
  // No list (not the Node server, or the backend never answered): the page decides, as before.
  if (id !== null && (await publishedDraws()?.has(id)) !== false) return undefined
  const page = await notFoundPage(request.url)
  if (!page) return NextResponse.rewrite(new URL(NO_ROUTE, request.url))
  return new NextResponse(page.body, {
    status: 404,
    headers: { 'content-type': page.type, 'cache-control': NO_STORE },
  })
}
