/** @jest-environment node */
import type { RedisClientType } from '@redis/client'
import { redisEvents } from '@loteria/shared/events'

/** A subscriber whose first SUBSCRIBE fails, as one does when Redis is not reachable yet. */
function flakySubscriber(failures: number) {
  const listeners = new Map<string, Set<(message: string) => void>>()
  let calls = 0
  const subscriber = {
    isReady: true,
    subscribe: jest.fn(async (channel: string, listener: (message: string) => void) => {
      calls += 1
      if (calls <= failures) throw new Error('Connection timeout')
      const set = listeners.get(channel) ?? new Set()
      set.add(listener)
      listeners.set(channel, set)
    }),
  }
  const deliver = (channel: string, message: string) =>
    listeners.get(channel)?.forEach((listener) => listener(message))
  return { subscriber: subscriber as unknown as RedisClientType, deliver, mock: subscriber }
}

const commands = { isReady: true, publish: jest.fn() } as unknown as RedisClientType

describe('the Redis bus renews a subscription that failed', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('tries a refused SUBSCRIBE again until it is accepted, and then delivers', async () => {
    const { subscriber, deliver, mock } = flakySubscriber(2)
    const bus = redisEvents(commands, subscriber, 'test:', 1000)
    const received: string[] = []
    bus.subscribe('en-vivo', (message) => received.push(message))
    await jest.advanceTimersByTimeAsync(0)
    expect(mock.subscribe).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(1000)
    await jest.advanceTimersByTimeAsync(1000)
    expect(mock.subscribe).toHaveBeenCalledTimes(3)
    deliver('test:en-vivo', 'bolilla 7')
    expect(received).toEqual(['bolilla 7'])
    // Accepted: no more tries.
    await jest.advanceTimersByTimeAsync(5000)
    expect(mock.subscribe).toHaveBeenCalledTimes(3)
  })

  it('subscribes once per channel, however many listeners the process has', async () => {
    const { subscriber, deliver, mock } = flakySubscriber(0)
    const bus = redisEvents(commands, subscriber, 'test:')
    const received: string[] = []
    bus.subscribe('en-vivo', (message) => received.push(`a ${message}`))
    bus.subscribe('en-vivo', (message) => received.push(`b ${message}`))
    await jest.advanceTimersByTimeAsync(0)
    expect(mock.subscribe).toHaveBeenCalledTimes(1)
    deliver('test:en-vivo', '1')
    expect(received).toEqual(['a 1', 'b 1'])
  })
})
