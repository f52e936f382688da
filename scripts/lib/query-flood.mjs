// The flood (docs/history.md), shared by `npm run bench:flood` and
// tests/deployment/distinct-queries.test.ts: every public page asked again and again under one
// address (what a remembered page costs), then each time with a query nobody reads, as a HEAD and
// as a POST that is no server action. None of these may cost the server more than QUERY_FLOOD_BOUND
// times the page's remembered cost: before, each was a render (the live page 17.5 ms of CPU
// against 0.77 ms).
import { publicPageRoutes } from '../../lib/public-pages.mjs'
import { cpuSeconds, sendAll } from './flood.mjs'

/** How many times a page's remembered cost a request of the flood may cost at most. */
export const QUERY_FLOOD_BOUND = 3
/**
 * Below this much more than the remembered cost a case passes whatever its ratio: a remembered page
 * costs about 0.1 ms, where a loaded machine's noise alone makes ×3 (CI read 0.26 against 0.08 ms),
 * and a render, what the bound is for, costs 1 ms or more.
 */
const QUERY_FLOOD_SLACK_MS = 0.3

/** Every public page's address, a draw's page being `drawId`'s. */
export function publicPagePaths(drawId) {
  return publicPageRoutes().map((route) => route.replace(/\[[^\]]+\]/g, String(drawId)))
}

/** `count` addresses of `pathname` with a query no page reads (`seed` keeps two runs apart). */
function distinctQueries(pathname, count, seed = Date.now()) {
  return Array.from({ length: count }, (_, i) => `${pathname}?utm_source=${seed}-${i}`)
}

/** Sends `paths` as `sendAll` does; the server's CPU milliseconds per request and the statuses. */
async function cpuPerRequest(base, pid, paths, concurrency, options) {
  const before = cpuSeconds(pid)
  const { statuses, seconds } = await sendAll(base, paths, concurrency, options)
  const ms = ((cpuSeconds(pid) - before) * 1000) / paths.length
  return { ms, statuses, seconds }
}

/**
 * For one page: its remembered cost, then the cost of each case of the flood, with its ratio to
 * the remembered one and whether it is within the bound (each answer with the case's status: a
 * refused connection costs the server nothing and proves nothing).
 */
export async function floodOnePage(base, pid, pathname, { count, concurrency, seed }) {
  // Warm-up: the page rendered and remembered, its route module loaded.
  await sendAll(base, [pathname, pathname, pathname], 1)
  const cached = await cpuPerRequest(base, pid, Array(count).fill(pathname), concurrency)
  const queries = distinctQueries(pathname, count, seed)
  // Each case with the status every one of its answers must have: the page, or the 405.
  const cases = [
    ['distinct queries', queries, {}, 200],
    ['HEAD, distinct queries', queries, { method: 'HEAD' }, 200],
    ['POST, no server action', Array(count).fill(pathname), { method: 'POST', body: 'x' }, 405],
  ]
  const results = []
  for (const [label, paths, options, status] of cases) {
    const measured = await cpuPerRequest(base, pid, paths, concurrency, options)
    // A tick of /proc is 10 ms: a remembered cost read as 0 is judged against one tick.
    const ratio = measured.ms / Math.max(cached.ms, 10 / count)
    const answered = measured.statuses[status] === count
    const cheap = measured.ms - cached.ms <= QUERY_FLOOD_SLACK_MS
    results.push({
      label,
      ...measured,
      ratio,
      within: answered && (ratio <= QUERY_FLOOD_BOUND || cheap),
    })
  }
  return { pathname, cached, results }
}
