import type { RedisClientType } from '@redis/client'

export function redisUrl(): string | undefined
export function redisPrefix(): string
export function sharedRedis(): RedisClientType | undefined
export function sharedRedisSubscriber(): RedisClientType | undefined
export function closeSharedRedis(): Promise<void>
