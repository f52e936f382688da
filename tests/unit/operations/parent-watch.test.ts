/** @jest-environment node */
import { stopWhenOrphaned } from '../../../scripts/lib/parent-watch.mjs'

// A launcher whose parent (npm) has gone stops its server: the watch fires once, when the parent
// it started with is replaced, and never while it stays.

afterEach(() => {
  jest.useRealTimers()
})

it('stops once when the parent changes, never while it stays', () => {
  jest.useFakeTimers()
  let parent = 4242
  const stop = jest.fn()
  stopWhenOrphaned(stop, { everyMs: 500, parentOf: () => parent })
  jest.advanceTimersByTime(10_000)
  expect(stop).not.toHaveBeenCalled()
  parent = 1
  jest.advanceTimersByTime(500)
  expect(stop).toHaveBeenCalledTimes(1)
  parent = 7
  jest.advanceTimersByTime(10_000)
  expect(stop).toHaveBeenCalledTimes(1)
})

it('can be let go of', () => {
  jest.useFakeTimers()
  let parent = 4242
  const stop = jest.fn()
  const release = stopWhenOrphaned(stop, { parentOf: () => parent })
  release()
  parent = 1
  jest.advanceTimersByTime(10_000)
  expect(stop).not.toHaveBeenCalled()
})
