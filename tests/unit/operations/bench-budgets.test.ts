import { checkBudgets } from '@/scripts/lib/bench-budgets.mjs'

const budgets = {
  tolerance: 0.25,
  pages: { '/home': { ratio: 0.04, htmlBytes: 100_000, jsBytes: 700_000 } },
}
const row = (extra = {}) => ({
  page: '/home',
  ratio: 0.04,
  'HTML bytes': 90_000,
  'JS bytes': 650_000,
  ...extra,
})

describe('benchmark budgets', () => {
  it('passes a page within 25 % of its ratio and under its byte budgets', () => {
    expect(checkBudgets([row({ ratio: 0.031 })], budgets)).toEqual([])
  })

  it('fails a page more than 25 % below its ratio budget', () => {
    expect(checkBudgets([row({ ratio: 0.029 })], budgets)).toEqual([
      expect.stringContaining('/home: next start at 0.029'),
    ])
  })

  it('fails a page that grows past its HTML or JavaScript budget', () => {
    const failures = checkBudgets([row({ 'HTML bytes': 100_001, 'JS bytes': 700_001 })], budgets)
    expect(failures).toHaveLength(2)
  })

  it('fails a page whose first paint waits for more CSS or more requests than its budget', () => {
    const weighed = {
      pages: { '/home': { ...budgets.pages['/home'], cssBytes: 20_000, blockingRequests: 1 } },
    }
    expect(
      checkBudgets([row({ 'first-paint CSS bytes': 20_000, 'requests before paint': 1 })], weighed),
    ).toEqual([])
    expect(
      checkBudgets([row({ 'first-paint CSS bytes': 20_001, 'requests before paint': 2 })], weighed),
    ).toEqual([
      expect.stringContaining('first-paint CSS 20001 bytes'),
      expect.stringContaining('2 requests before the first paint'),
    ])
  })

  it('weighs a page without a ratio budget and never judges its throughput', () => {
    const weighedOnly = { pages: { '/login': { htmlBytes: 100_000, jsBytes: 700_000 } } }
    const { ratio: _ratio, ...weights } = row({ page: '/login' })
    expect(checkBudgets([weights], weighedOnly)).toEqual([])
  })

  it('fails a page that has no budget', () => {
    expect(checkBudgets([row({ page: '/nueva' })], budgets)).toEqual([
      expect.stringContaining('no budget'),
    ])
  })
})
