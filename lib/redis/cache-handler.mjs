// Next's cache for pages and cached data (next.config.mjs `cacheHandler`). With REDIS_URL every
// site process reads and writes one Redis, so a revalidation in one process is seen by all; without
// it, Next's own cache on this process's disk and memory, as always. Next loads this file itself,
// at build and at start, outside its bundles.
//
// Redis first, then a copy in this process's memory: while Redis is down (at start or mid-run) a
// read fails at once and the local copy answers, pages keep being served and rendered, and when
// Redis returns it is used again (@loteria/shared/redis logs both moments once).
import { createRequire } from 'node:module'
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { redisPrefix, redisUrl, sharedRedis } from '@loteria/shared/redis'

const require = createRequire(import.meta.url)
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

// The build prerenders without Redis (a Docker build has none); the pages it wrote are rendered
// again on first request in a Redis deployment.
const building = process.env.NEXT_PHASE === 'phase-production-build'

/**
 * The command connection as the cache handler sees it, without node-redis' own `withAbortSignal`:
 * that signal stops counting once a command is written, so a connection that looked ready to a
 * Redis just killed held a page forever (the two-process test, under load). Without it the
 * handler races every command against its timeout itself.
 */
function raced(client) {
  return new Proxy(client, {
    has: (target, prop) => prop !== 'withAbortSignal' && Reflect.has(target, prop),
    get(target, prop) {
      if (prop === 'withAbortSignal') return undefined
      const value = Reflect.get(target, prop, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

function sharedCache() {
  CacheHandler.onCreation(({ buildId }) => ({
    handlers: [
      createRedisHandler({
        client: raced(sharedRedis()),
        // One deployment's entries never answer another build's pages.
        keyPrefix: `${redisPrefix()}next:${buildId ?? 'dev'}:`,
        // A Redis that hangs costs a page one second, then the local copy answers.
        timeoutMs: 1_000,
      }),
      createLruHandler({ maxItemsNumber: 2_000, maxItemSizeBytes: 64 * 1024 * 1024 }),
    ],
  }))
  return CacheHandler
}

export default redisUrl() && !building ? sharedCache() : FileSystemCache
