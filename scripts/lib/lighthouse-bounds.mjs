// The bounds `npm run lighthouse` judges each page by ("within reach of the floor"): a
// page is compared with the bare Next.js page measured in the same run, never with a fixed figure,
// so the verdict holds on whatever machine runs it (docs/benchmarks.md, "Lighthouse").

export const BOUNDS = {
  /** Performance at most this many points under the floor's. */
  performancePoints: 3,
  /** LCP at most this many milliseconds over the floor's. */
  lcpMs: 1000,
  /** TBT at most this many times the floor's. */
  tbtRatio: 1.5,
  /** CLS at most this, whatever the floor's (a bare page shifts nothing). */
  cls: 0.02,
}

/**
 * Each page's verdict against its floor. `rows`: [{ path, page, floor }] where `page` and `floor`
 * are medians { performance, lcp, tbt, cls } (ms for lcp and tbt). Returns, per row, the deltas,
 * one { ok, limit } per bound and `ok` when every bound holds.
 */
export function judgeAgainstFloor(rows, bounds = BOUNDS) {
  return rows.map(({ path, page, floor }) => {
    const checks = {
      performance: {
        limit: floor.performance - bounds.performancePoints,
        ok: page.performance >= floor.performance - bounds.performancePoints,
      },
      lcp: { limit: floor.lcp + bounds.lcpMs, ok: page.lcp <= floor.lcp + bounds.lcpMs },
      tbt: { limit: floor.tbt * bounds.tbtRatio, ok: page.tbt <= floor.tbt * bounds.tbtRatio },
      cls: { limit: bounds.cls, ok: page.cls <= bounds.cls },
    }
    return {
      path,
      page,
      floor,
      deltas: {
        performance: page.performance - floor.performance,
        lcp: page.lcp - floor.lcp,
        tbtRatio: floor.tbt > 0 ? page.tbt / floor.tbt : page.tbt > 0 ? Infinity : 1,
      },
      checks,
      ok: Object.values(checks).every((check) => check.ok),
    }
  })
}

const mark = (ok) => (ok ? '✓' : '✗')
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`

/** One printable row per verdict (console.table): the page, the floor, the deltas, ✓/✗. */
export function verdictTable(verdicts) {
  return verdicts.map(({ path, page, floor, deltas, checks }) => ({
    path,
    perf: `${page.performance} (${deltas.performance >= 0 ? '+' : ''}${deltas.performance}) ${mark(checks.performance.ok)}`,
    LCP: `${seconds(page.lcp)} (${deltas.lcp >= 0 ? '+' : ''}${Math.round(deltas.lcp)} ms) ${mark(checks.lcp.ok)}`,
    TBT: `${Math.round(page.tbt)} ms (×${deltas.tbtRatio.toFixed(2)}) ${mark(checks.tbt.ok)}`,
    CLS: `${page.cls} ${mark(checks.cls.ok)}`,
    floor: `${floor.performance} / ${seconds(floor.lcp)} / ${Math.round(floor.tbt)} ms`,
  }))
}
