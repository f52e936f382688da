import {
  ballDelays,
  counterSum,
  histogramPercentile,
  verdict,
} from '@/scripts/lib/poller-figures.mjs'

const balls = [
  { id: 10, calledAt: 1_000 },
  { id: 11, calledAt: 2_000 },
  { id: 12, calledAt: 3_000 },
]

describe('bench:pollers figures', () => {
  it('times each ball once per poller, from its call to the first poll that showed it', () => {
    // One poller joined at 500 with id 9, saw 10–11 at 2_600 and 12 at 3_900.
    const steps = [9, 11, 2_600, 500, 11, 12, 3_900, 500]
    expect(ballDelays(steps, balls)).toEqual([600, 900, 1_600])
  })

  it('leaves out balls called before the poller joined or outside the window', () => {
    const joinedLate = [10, 12, 3_500, 1_500]
    expect(ballDelays(joinedLate, balls)).toEqual([500, 1_500])
    expect(ballDelays(joinedLate, balls, { from: 2_500, to: 3_500 })).toEqual([500])
  })

  it('adds up a counter over the samples whose labels match', () => {
    const text = [
      '# HELP loteria_http_requests_total HTTP requests answered',
      'loteria_http_requests_total{method="GET",route="/api/en-vivo",status="200"} 40',
      'loteria_http_requests_total{method="GET",route="/api/en-vivo",status="503"} 2',
      'loteria_http_requests_total{method="GET",route="/api/en-vivo/eventos",status="200"} 7',
      'loteria_http_requests_total{method="GET",route="/home",status="200"} 900',
    ].join('\n')
    expect(counterSum(text, 'loteria_http_requests_total', { route: '/api/en-vivo' })).toBe(42)
    expect(counterSum(text, 'loteria_http_requests_total')).toBe(949)
  })

  it('reads a percentile from a histogram of milliseconds', () => {
    const counts = new Uint32Array(10)
    counts[2] = 98
    counts[7] = 2
    expect(histogramPercentile(counts, 0.5)).toBe(2)
    expect(histogramPercentile(counts, 0.99)).toBe(7)
  })

  it('passes a flat origin rate and fails one that grows with the pollers, or late balls', () => {
    const step = (pollers: number, originPerSecond: number, p99Ms = 1_800) => ({
      pollers,
      originPerSecond,
      p99Ms,
      errors: 0,
    })
    expect(verdict([step(100, 0.5), step(1_000, 0.6), step(5_000, 0.5)])).toEqual([])
    expect(verdict([step(100, 0.5), step(5_000, 80)])).toEqual([
      expect.stringContaining('origin rate grows'),
    ])
    expect(verdict([step(100, 0.5), step(5_000, 0.5, 3_100)])).toEqual([
      expect.stringContaining('5000 pollers: balls seen 3100 ms'),
    ])
  })
})
