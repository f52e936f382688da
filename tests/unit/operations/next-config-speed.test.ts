/**
 * @jest-environment node
 */
import { CACHE_HANDLER_FILE, cacheHandlerOption } from '@/lib/redis/cache-handler-option.mjs'
import config from '@/next.config.mjs'

const env = (extra: Record<string, string> = {}) => extra as unknown as NodeJS.ProcessEnv

describe('next.config: what a cached page costs per request', () => {
  it('names no cache handler for a server without REDIS_URL (the file is never loaded)', () => {
    expect(cacheHandlerOption('phase-production-server', env())).toEqual({})
    expect(cacheHandlerOption('phase-production-server', env({ REDIS_URL: ' ' }))).toEqual({})
  })

  it('names the Redis handler with REDIS_URL, and in a build (standalone keeps the build config)', () => {
    const named = { cacheHandler: CACHE_HANDLER_FILE }
    const redis = env({ REDIS_URL: 'redis://127.0.0.1:6379' })
    expect(cacheHandlerOption('phase-production-server', redis)).toEqual(named)
    expect(cacheHandlerOption('phase-production-build', env())).toEqual(named)
    expect(CACHE_HANDLER_FILE).toMatch(/lib[/\\]redis[/\\]cache-handler\.mjs$/)
  })

  it('gives `next start` without Redis no handler and no per-request ETag hash', () => {
    const saved = process.env.REDIS_URL
    delete process.env.REDIS_URL
    try {
      const resolved = config('phase-production-server')
      expect(resolved.cacheHandler).toBeUndefined()
      expect(resolved.generateEtags).toBe(false)
    } finally {
      if (saved !== undefined) process.env.REDIS_URL = saved
    }
  })
})
