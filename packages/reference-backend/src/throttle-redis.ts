import { randomUUID } from 'node:crypto'
import type { RedisClientType } from '@redis/client'
import type { RateLimit } from '@loteria/shared'

// The sliding window of packages/shared/src/rate-limit.ts, kept in one Redis sorted set per key (a score per
// call), so that every site process counts against the same limit. One script per call: the
// trim, the count and the add cannot interleave with another process's.

const SCRIPT = `
local key, now, window, limit, mode = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
if mode == 'clear' then redis.call('DEL', key) return {1, 0} end
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local used = redis.call('ZCARD', key)
if mode ~= 'record' and used >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {0, math.ceil((tonumber(oldest[2]) + window - now) / 1000)}
end
if mode ~= 'check' then
  redis.call('ZADD', key, now, ARGV[5])
  redis.call('PEXPIRE', key, window)
end
return {1, 0}
`

export type Mode = 'take' | 'check' | 'record' | 'clear'

/** `{ allowed: false, retryAfter }` when the key is over its limit; counts unless `check`. */
export async function slidingWindow(
  client: RedisClientType,
  key: string,
  { limit, windowMs }: RateLimit,
  mode: Mode,
): Promise<{ allowed: boolean; retryAfter: number }> {
  const reply = (await client.eval(SCRIPT, {
    keys: [key],
    arguments: [String(Date.now()), String(windowMs), String(limit), mode, randomUUID()],
  })) as [number, number]
  return { allowed: reply[0] === 1, retryAfter: Math.max(1, Number(reply[1])) }
}
