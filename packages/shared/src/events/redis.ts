import { EventEmitter } from 'node:events'
import type { RedisClientType } from '@redis/client'
import type { SharedEvents } from './types'

// The bus across processes: every message goes through Redis pub/sub and comes back to each
// process's subscriber, this one's too, which hands it to its local listeners. While Redis is
// down a message stays in the process that published it (its own viewers still get it; the
// others catch up from their store when they see the gap), and the subscriptions are renewed by
// the client when Redis returns.

export function redisEvents(
  commands: RedisClientType,
  subscriber: RedisClientType,
  prefix: string,
  retryMs = 1000,
): SharedEvents {
  const local = new EventEmitter()
  local.setMaxListeners(0)
  const subscribed = new Set<string>()

  function listenOnRedis(channel: string) {
    if (subscribed.has(channel)) return
    subscribed.add(channel)
    // One listener per channel, the same function on every try: the client keeps a set of them.
    const deliver = (message: string) => local.emit(channel, message)
    const attempt = () => {
      subscriber.subscribe(prefix + channel, deliver).catch(() => {
        // A SUBSCRIBE refused or timed out (Redis not reachable yet when the process starts) was
        // not renewed by anyone: the process stayed deaf to the channel, and its viewers saw no
        // ball of the draw (bench:pollers, 2026-11-26). Try again until it is accepted.
        setTimeout(attempt, retryMs).unref()
      })
    }
    attempt()
  }

  return {
    async publish(channel, message) {
      if (commands.isReady && subscriber.isReady) {
        try {
          await commands.publish(prefix + channel, message)
          return
        } catch {
          // Lost between the check and the call: deliver here at least.
        }
      }
      local.emit(channel, message)
    },
    subscribe(channel, listener) {
      listenOnRedis(channel)
      local.on(channel, listener)
      return () => local.off(channel, listener)
    },
  }
}
