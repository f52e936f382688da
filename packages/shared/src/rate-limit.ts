import { logger } from './observability/logger.mjs'

// A small in-memory sliding window per key (one server process). Login, registration, password
// reset and contact use it; a multi-instance deployment would put this in a shared store.

// Route handlers and the embedded backend are bundled apart, each with its copy of this module:
// the counts live on globalThis, so a limit is one count for the process (docs/history.md, issue
// 37: /api/metricas and /servicios/operador/* share LIMIT_OPERATOR_FAILURES per address).
const BUCKETS = Symbol.for('loteria.rateLimitBuckets')
const scope = globalThis as typeof globalThis & { [BUCKETS]?: Map<string, number[]> }
const buckets = (scope[BUCKETS] ??= new Map<string, number[]>())

export interface RateLimit {
  limit: number
  windowMs: number
}

export const LIMITS = {
  /** Wrong passwords for one account from one address. */
  loginFailuresPerAccount: { limit: 5, windowMs: 60_000 },
  // Per-address limits stay generous: mobile carriers put many players behind one address.
  loginPerIp: { limit: 120, windowMs: 60_000 },
  registerPerIp: { limit: 30, windowMs: 10 * 60_000 },
  resetPerIp: { limit: 20, windowMs: 15 * 60_000 },
  contactPerIp: { limit: 20, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimit>

function recent(key: string, windowMs: number, now: number): number[] {
  const hits = (buckets.get(key) ?? []).filter((t) => now - t < windowMs)
  if (hits.length === 0) buckets.delete(key)
  else buckets.set(key, hits)
  return hits
}

/** True when `key` has used up its limit in the window (does not count a hit). */
export function isLimited(key: string, { limit, windowMs }: RateLimit, now = Date.now()): boolean {
  return recent(key, windowMs, now).length >= limit
}

export function hit(key: string, { windowMs }: RateLimit, now = Date.now()): void {
  buckets.set(key, [...recent(key, windowMs, now), now])
}

/** Counts a hit and says whether it went over the limit. */
export function consume(key: string, rule: RateLimit, now = Date.now()): boolean {
  if (isLimited(key, rule, now)) return false
  hit(key, rule, now)
  return true
}

export function reset(key: string): void {
  buckets.delete(key)
}

/** Whole seconds until `key` has room again under `rule` (at least 1). */
export function retryAfterSeconds(key: string, { windowMs }: RateLimit, now = Date.now()): number {
  const oldest = recent(key, windowMs, now)[0] ?? now
  return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000))
}

/**
 * A limit an operator may change: the variable holds `count/seconds` (e.g. `10/60`). A malformed
 * value keeps the default, loudly, rather than opening the door.
 */
export function ruleFromEnv(
  name: string,
  fallback: RateLimit,
  env: NodeJS.ProcessEnv = process.env,
): RateLimit {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(raw)
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    logger.warn(`rate-limit: ${name} no es "cantidad/segundos": se usa el valor por defecto`, {
      value: raw,
    })
    return fallback
  }
  return { limit: Number(match[1]), windowMs: Number(match[2]) * 1000 }
}
