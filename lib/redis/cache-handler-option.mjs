// Whether next.config.mjs names the Redis cache handler (plain ESM: next.config.mjs imports it).
//
// A named handler is imported again by every request's route module (dynamic import, then a new
// handler object), so with no REDIS_URL the option is left out and Next uses its own cache
// without loading the file. The build keeps it: `output: 'standalone'` freezes the build's config
// into server.js, and a container built without Redis may still run with REDIS_URL (the handler
// then picks Next's own cache itself, lib/redis/cache-handler.mjs).
import path from 'node:path'

export const CACHE_HANDLER_FILE = path.join(import.meta.dirname, 'cache-handler.mjs')

/**
 * `{ cacheHandler }` when this process (or a build) may use Redis, else nothing. `phase`: the one
 * Next passes to next.config.mjs (NEXT_PHASE is not set yet when a build reads its config).
 */
export function cacheHandlerOption(phase, env = process.env) {
  const building = phase === 'phase-production-build'
  return building || env.REDIS_URL?.trim() ? { cacheHandler: CACHE_HANDLER_FILE } : {}
}
