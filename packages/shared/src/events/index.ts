import { EventEmitter } from 'node:events'
import { redisPrefix, sharedRedis, sharedRedisSubscriber } from '../redis/connection.mjs'
import { postgresEvents } from './postgres'
import type { SharedEvents } from './types'
import { redisEvents } from './redis'

// What one site process learns that the others must learn too (a live draw's called ball, a
// revalidation) travels on one bus. Within one process it is an EventEmitter; a deployment of
// several processes sets REDIS_URL and gets Redis pub/sub behind the same two calls (./redis.ts),
// or, sharing only the embedded backend's PostgreSQL (DATABASE_URL), LISTEN/NOTIFY (./postgres.ts).
// Delivery is at most once: a subscriber that must not miss a message keeps an increasing id in
// it and catches up from its store when it sees a gap.

export type { Listener, SharedEvents } from './types'
export { postgresEvents } from './postgres'
export { redisEvents } from './redis'

export function inProcessEvents(): SharedEvents {
  const emitter = new EventEmitter()
  // One listener per subscribed site route or hub, never one per viewer: no cap needed.
  emitter.setMaxListeners(0)
  return {
    async publish(channel, message) {
      emitter.emit(channel, message)
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener)
      return () => emitter.off(channel, listener)
    },
  }
}

// Next bundles route handlers, middleware and instrumentation separately: the bus lives on
// globalThis so that every bundle in one process shares it.
const KEY = Symbol.for('loteria.sharedEvents')
type WithBus = typeof globalThis & { [KEY]?: SharedEvents }

export function sharedEvents(): SharedEvents {
  const scope = globalThis as WithBus
  scope[KEY] ??= chooseTransport()
  return scope[KEY]
}

function chooseTransport(): SharedEvents {
  const commands = sharedRedis()
  const subscriber = sharedRedisSubscriber()
  if (commands && subscriber) return redisEvents(commands, subscriber, `${redisPrefix()}events:`)
  const database = process.env.DATABASE_URL?.trim()
  if (database && !process.env.BACKEND_URL?.trim()) return postgresEvents(database)
  return inProcessEvents()
}
