/**
 * @jest-environment node
 */
import { publishedDraws } from '@/lib/seo/draw-address'

// The list middleware.ts asks before a draw's address reaches Next's page cache: a
// flood of unknown ids must not become a flood of backend calls, and a draw played a moment ago
// must have its page at once.
const readPreviousDraws = jest.fn<Promise<{ id: number }[]>, []>()
jest.mock('@/lib/backend/draws', () => ({ readPreviousDraws: () => readPreviousDraws() }))

let now = 1_000_000
jest.spyOn(Date, 'now').mockImplementation(() => now)

async function freshList() {
  jest.resetModules()
  const { sharePublishedDraws } = await import('@/lib/seo/published-draws')
  sharePublishedDraws()
  return publishedDraws()!
}

beforeEach(() => {
  readPreviousDraws.mockReset()
  now += 60_000
})

describe('the published draws', () => {
  it('reads the backend once for a flood of unknown ids, and answers from memory', async () => {
    readPreviousDraws.mockResolvedValue([{ id: 1287 }, { id: 1286 }])
    const list = await freshList()
    const answers = await Promise.all(Array.from({ length: 500 }, (_, i) => list.has(100_000 + i)))
    expect(new Set(answers)).toEqual(new Set([false]))
    expect(await list.has(1287)).toBe(true)
    expect(readPreviousDraws).toHaveBeenCalledTimes(1)
    now += 1_999
    expect(await list.has(1288)).toBe(false)
    expect(readPreviousDraws).toHaveBeenCalledTimes(1)
  })

  it('sees a draw played since within two seconds', async () => {
    readPreviousDraws.mockResolvedValue([{ id: 1287 }])
    const list = await freshList()
    expect(await list.has(1288)).toBe(false)
    readPreviousDraws.mockResolvedValue([{ id: 1288 }, { id: 1287 }])
    now += 2_000
    expect(await list.has(1288)).toBe(true)
    expect(readPreviousDraws).toHaveBeenCalledTimes(2)
  })

  it('cannot say while the backend never answered, and keeps what it read when it stops', async () => {
    readPreviousDraws.mockRejectedValue(new Error('caído'))
    const list = await freshList()
    expect(await list.has(1287)).toBeUndefined()
    readPreviousDraws.mockResolvedValue([{ id: 1287 }])
    now += 2_000
    expect(await list.has(1287)).toBe(true)
    readPreviousDraws.mockRejectedValue(new Error('caído'))
    now += 2_000
    expect(await list.has(1287)).toBe(true)
    expect(await list.has(1288)).toBe(false)
  })
})
