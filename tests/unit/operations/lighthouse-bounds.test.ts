import { judgeAgainstFloor, verdictTable } from '@/scripts/lib/lighthouse-bounds.mjs'

// The floor as issue 38 measured it: 99, LCP 0.67 s, TBT 114 ms.
const floor = { performance: 99, lcp: 670, tbt: 114, cls: 0 }
const judge = (page: Partial<typeof floor>) =>
  judgeAgainstFloor([{ path: '/home', page: { ...floor, ...page }, floor }])[0]!

describe('Lighthouse bounds against the floor of the same run', () => {
  it('passes a page exactly at every bound', () => {
    const verdict = judge({ performance: 96, lcp: 1670, tbt: 171, cls: 0.02 })
    expect(verdict.ok).toBe(true)
    expect(verdict.deltas).toEqual({ performance: -3, lcp: 1000, tbtRatio: 1.5 })
  })

  it('fails a page more than 3 points under the floor', () => {
    const verdict = judge({ performance: 95 })
    expect(verdict.ok).toBe(false)
    expect(verdict.checks.performance).toEqual({ ok: false, limit: 96 })
    expect(verdict.checks.lcp.ok).toBe(true)
  })

  it('fails an LCP more than a second over the floor', () => {
    expect(judge({ lcp: 1671 }).checks.lcp).toEqual({ ok: false, limit: 1670 })
  })

  it('fails a TBT over 1.5 × the floor', () => {
    const verdict = judge({ tbt: 180 })
    expect(verdict.checks.tbt.ok).toBe(false)
    expect(verdict.ok).toBe(false)
  })

  it('fails a CLS over 0.02 whatever the floor', () => {
    expect(judge({ cls: 0.578 }).checks.cls).toEqual({ ok: false, limit: 0.02 })
  })

  it('judges issue 38 figures: /home 93 / 2.94 s / 180 ms is out on three bounds', () => {
    const verdict = judge({ performance: 93, lcp: 2940, tbt: 180 })
    const failed = Object.entries(verdict.checks)
      .filter(([, check]) => !check.ok)
      .map(([name]) => name)
    expect(failed).toEqual(['performance', 'lcp', 'tbt'])
  })

  it('prints a row per page with its deltas and a mark per bound', () => {
    const [row] = verdictTable([judge({ performance: 97, lcp: 1500, tbt: 200, cls: 0 })])
    expect(row).toEqual({
      path: '/home',
      perf: '97 (-2) ✓',
      LCP: '1.50 s (+830 ms) ✓',
      TBT: '200 ms (×1.75) ✗',
      CLS: '0 ✓',
      floor: '99 / 0.67 s / 114 ms',
    })
  })
})
