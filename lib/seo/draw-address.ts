// What an address under /resultados/ names, shared by the draw page, its picture and
// middleware.ts (so nothing here may import the backend or `server-only`). Every distinct address
// that reaches the draw page's route becomes an entry of Next's page cache on disk, kept for good
// (docs/history.md: 500 requests wrote 68.5 MB): only the address of a draw the
// backend has published may get there, anything else is answered as any unknown address is.

/** `/resultados/{sorteo}`: the draw's id in digits, as the site links it (no sign, no leading 0). */
const DRAW_ID = /^[1-9]\d{0,8}$/

/** The files of app/(site)/resultados/ that sit beside `[sorteo]`: not draws. */
export const RESULTS_FILES: readonly string[] = ['feed.xml']

/** The draw a `[sorteo]` segment names, or undefined when it names none. */
export function drawIdIn(sorteo: string): number | undefined {
  return DRAW_ID.test(sorteo) ? Number(sorteo) : undefined
}

/**
 * What `pathname` asks of a draw: `undefined` when it is no draw's address (not under
 * /resultados/, or one of its files), `null` when it is under /resultados/ but names no draw, else
 * the draw's id (its page, `/resultados/1288`, or what lies under it, its share picture).
 */
export function drawAskedBy(pathname: string): number | null | undefined {
  const match = /^\/resultados\/([^/]+)(?:\/|$)/.exec(pathname)
  if (!match) return undefined
  const sorteo = match[1]!
  if (RESULTS_FILES.includes(sorteo) && pathname === `/resultados/${sorteo}`) return undefined
  return drawIdIn(sorteo) ?? null
}

/**
 * Which draws the backend has published, asked by middleware.ts of the server process
 * (lib/seo/published-draws.ts puts it on globalThis at start: middleware is bundled apart from
 * the backend client).
 */
export interface PublishedDraws {
  /** Whether draw `id` is published; `undefined` while the list could never be read. */
  has(id: number): Promise<boolean | undefined>
}

export const PUBLISHED_DRAWS = Symbol.for('loteria.published-draws')

/** The process's list, or undefined outside the Node server (then the page decides alone). */
export function publishedDraws(): PublishedDraws | undefined {
  return (globalThis as typeof globalThis & { [PUBLISHED_DRAWS]?: PublishedDraws })[PUBLISHED_DRAWS]
}
