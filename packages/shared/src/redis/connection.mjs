// One Redis connection per site process, shared by the Next cache handler (cache-handler.mjs),
// the event bus (@loteria/shared/events) and the embedded backend's throttles. Plain JavaScript: Next
// loads the cache handler outside its bundles, so both sides must reach the same object, kept on
// globalThis.
//
// Redis is an accelerator, never a door that can close the site: commands fail at once while the
// connection is down (no offline queue), every caller then falls back to its local store, the
// client keeps reconnecting in the background, and an outage is logged once when it starts and
// once when it ends.
import { createClient } from '@redis/client'
import { logger } from '../observability/logger.mjs'

const KEY = Symbol.for('loteria.redis')

/** REDIS_URL, or undefined when the deployment has no Redis (one process: local stores). */
export function redisUrl() {
  return process.env.REDIS_URL?.trim() || undefined
}

/** Every key and channel of the site starts with this, so one Redis can serve several sites. */
export function redisPrefix() {
  return process.env.REDIS_PREFIX?.trim() || 'loteria:'
}

function describe(url) {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || 6379}`
  } catch {
    return 'REDIS_URL'
  }
}

function connect(url, { queueWhileDown, log }) {
  const client = createClient({
    url,
    disableOfflineQueue: !queueWhileDown,
    pingInterval: 5_000,
    socket: {
      connectTimeout: 2_000,
      // Forever, at most every 2 s: Redis coming back is noticed within seconds.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  })
  let down = false
  const where = describe(url)
  // The subscriber's outages are the command connection's: only that one speaks.
  client.on('error', (error) => {
    if (down || !log) return
    down = true
    logger.warn(
      `[redis] sin conexión con ${where}: se sigue con la caché y los límites de este proceso; se reintenta cada 2 s`,
      { error: String(error?.code ?? error?.message ?? error) },
    )
  })
  client.on('ready', () => {
    if (!down || !log) return
    down = false
    logger.info(`[redis] conexión recuperada con ${where}: caché y eventos compartidos otra vez`)
  })
  // The first connection may fail: the reconnect strategy keeps trying, the promise waits.
  client.connect().catch(() => {})
  return client
}

/**
 * The process's command connection, or undefined without REDIS_URL. Check `isReady` before use;
 * a command sent while it is down rejects at once.
 */
export function sharedRedis() {
  const url = redisUrl()
  if (!url) return undefined
  const scope = globalThis
  scope[KEY] ??= {}
  scope[KEY].commands ??= connect(url, { queueWhileDown: false, log: true })
  return scope[KEY].commands
}

/**
 * The process's subscriber connection (a connection in subscribe mode takes no other command).
 * Its subscriptions wait for the connection and are renewed after every reconnect.
 */
export function sharedRedisSubscriber() {
  const url = redisUrl()
  if (!url) return undefined
  const scope = globalThis
  scope[KEY] ??= {}
  scope[KEY].subscriber ??= connect(url, { queueWhileDown: true, log: false })
  return scope[KEY].subscriber
}

/** Closes both connections (tests, shutdown). */
export async function closeSharedRedis() {
  const state = globalThis[KEY]
  if (!state) return
  delete globalThis[KEY]
  await Promise.all(
    [state.commands, state.subscriber]
      .filter(Boolean)
      .map((client) => client.close().catch(() => client.destroy())),
  )
}
