import { logger } from '@loteria/shared/observability'
import { redisPrefix, sharedRedis } from '@loteria/shared/redis'
import {
  consume,
  hit,
  isLimited,
  reset,
  retryAfterSeconds,
  ruleFromEnv,
  type RateLimit,
} from '@loteria/shared'
import { slidingWindow, type Mode } from './throttle-redis'

// The embedded backend's own throttles: whatever a player's browser can call, a script can call
// straight at /servicios, so the limit that counts is here, next to the work it protects. Each
// limit is `count/seconds` in an environment variable (SECURITY.md lists them). With REDIS_URL the
// counters live in Redis, shared by every site process; without it, or while Redis is down, in
// this process's memory (a limit per process is still a limit).

const DEFAULTS = {
  /** Wrong passwords for one account from one address: slows that pair, never the account. */
  LIMIT_LOGIN_FAILURES: { limit: 10, windowMs: 60_000 },
  /**
   * Wrong passwords for one account from every address together. Over it, the account's logins
   * from addresses it has never logged in from share LIMIT_LOGIN_ACCOUNT_SLOW (200
   * guesses from 40 addresses in 36 s); its own addresses are not slowed.
   */
  LIMIT_LOGIN_ACCOUNT: { limit: 20, windowMs: 10 * 60_000 },
  LIMIT_LOGIN_ACCOUNT_SLOW: { limit: 6, windowMs: 60_000 },
  /** Login attempts of any account from one address (carriers put many players behind one). */
  LIMIT_LOGIN_ADDRESS: { limit: 120, windowMs: 60_000 },
  LIMIT_RECOVERY_ADDRESS: { limit: 20, windowMs: 15 * 60_000 },
  /** Reset e-mails to one account: stops a script from flooding a player's inbox. */
  LIMIT_RECOVERY_ACCOUNT: { limit: 3, windowMs: 15 * 60_000 },
  /** New passwords by reset link from one address, and tries of one link (each costs a hash). */
  LIMIT_RESET_ADDRESS: { limit: 20, windowMs: 15 * 60_000 },
  LIMIT_RESET_TOKEN: { limit: 5, windowMs: 15 * 60_000 },
  LIMIT_REGISTER_ADDRESS: { limit: 30, windowMs: 10 * 60_000 },
  LIMIT_CONTACT_ADDRESS: { limit: 20, windowMs: 15 * 60_000 },
  /** Card holds asked by one account / one address. */
  LIMIT_HOLDS_ACCOUNT: { limit: 60, windowMs: 10 * 60_000 },
  LIMIT_HOLDS_ADDRESS: { limit: 300, windowMs: 10 * 60_000 },
  LIMIT_UPLOADS_ACCOUNT: { limit: 10, windowMs: 60 * 60_000 },
  /** Notices closed and push subscriptions saved or removed by one account. */
  LIMIT_ALERTS_ACCOUNT: { limit: 60, windowMs: 10 * 60_000 },
  /** A pack's choice, the pack notices closed and their switches, by one account. */
  LIMIT_PACKS_ACCOUNT: { limit: 60, windowMs: 10 * 60_000 },
  LIMIT_OPERATOR_FAILURES: { limit: 10, windowMs: 60_000 },
  /** Changes to one account's limits, pause and reality check (juego responsable). */
  LIMIT_LIMITS_ACCOUNT: { limit: 30, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimit>

export type ThrottleName = keyof typeof DEFAULTS

function rule(name: ThrottleName, env: NodeJS.ProcessEnv = process.env): RateLimit {
  return ruleFromEnv(name, DEFAULTS[name], env)
}

const TOO_MANY = 'Demasiados intentos. Esperá un momento y volvé a intentar.'

/** 429 in the contract's envelope, with Retry-After in seconds. */
export function tooMany(seconds: number, mensaje = TOO_MANY): Response {
  return Response.json(
    { error: true, mensaje },
    { status: 429, headers: { 'retry-after': String(seconds) } },
  )
}

/** The subject for calls that came with neither an address nor a session: a key of their own. */
export const NO_ADDRESS = 'sin-direccion'

/**
 * Who a per-address limit counts: the address; without one (an in-process call that lost it),
 * the session's account, never one empty key shared by every visitor of the site; with neither,
 * a separate key, logged, since every caller without an address then shares it.
 */
export function addressSubject(address: string, userId?: number, what = 'llamada'): string {
  if (address) return address
  if (userId !== undefined) return `cuenta:${userId}`
  logger.warn(`embedded-backend: ${what} sin dirección ni cuenta: contada aparte`)
  return NO_ADDRESS
}

function key(name: ThrottleName, subject: string): string {
  return `backend:${name}:${subject}`
}

/** Redis when it answers, else this process's memory. */
async function shared(
  mode: Mode,
  k: string,
  r: RateLimit,
): Promise<{ allowed: boolean; retryAfter: number } | undefined> {
  const client = sharedRedis()
  if (!client?.isReady) return undefined
  try {
    return await slidingWindow(client, `${redisPrefix()}${k}`, r, mode)
  } catch {
    return undefined
  }
}

/** Counts one call; a 429 answer when `subject` is over the limit, else undefined. */
export async function take(name: ThrottleName, subject: string): Promise<Response | undefined> {
  const r = rule(name)
  const k = key(name, subject)
  const remote = await shared('take', k, r)
  if (remote) return remote.allowed ? undefined : tooMany(remote.retryAfter)
  return consume(k, r) ? undefined : tooMany(retryAfterSeconds(k, r))
}

/** A 429 answer when `subject` has used up the limit, without counting (e.g. before a check). */
export async function check(name: ThrottleName, subject: string): Promise<Response | undefined> {
  const r = rule(name)
  const k = key(name, subject)
  const remote = await shared('check', k, r)
  if (remote) return remote.allowed ? undefined : tooMany(remote.retryAfter)
  return isLimited(k, r) ? tooMany(retryAfterSeconds(k, r)) : undefined
}

export async function record(name: ThrottleName, subject: string): Promise<void> {
  const r = rule(name)
  const k = key(name, subject)
  if (!(await shared('record', k, r))) hit(k, r)
}

export async function clear(name: ThrottleName, subject: string): Promise<void> {
  const k = key(name, subject)
  // Both: a count made in memory while Redis was down must not outlive the success either.
  await shared('clear', k, rule(name))
  reset(k)
}
