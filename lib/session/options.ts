import type { SessionOptions } from 'iron-session'
import type { BackendCookies } from '@/lib/backend/cookies'
import { sessionCookieAttributes } from './cookie-options'

// Shared by lib/session (server components, actions, route handlers) and middleware.ts (which
// cannot import 'server-only' modules). No secret here reaches a client bundle: nothing on the
// client imports this file.

export interface SessionUser {
  id: number
  email: string
  nombre: string
  rol: string
  tipo: string
}

export interface SessionData {
  /** This session's id, which a logout ends everywhere (./ended-sessions.ts). */
  sid?: string
  user?: SessionUser
  /** The backend's own session and XSRF-TOKEN cookies (docs/architecture.md §3). */
  backendCookies?: BackendCookies
}

export const SESSION_COOKIE = 'loteria_sesion'
export { SESSION_HINT_COOKIE } from './hint'
export const SESSION_TTL_SECONDS = 60 * 60 * 8

const DEV_SESSION_SECRET = 'development-only-session-secret-change-me-0123456789'

export function sessionSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.SESSION_SECRET
  if (secret && secret.length >= 32) return secret
  if (secret) throw new Error('SESSION_SECRET must be at least 32 characters long.')
  // `npm start` generates one for local runs (scripts/run/start.mjs); a deployment must set its own.
  if (env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error('SESSION_SECRET is required in production.')
  }
  return DEV_SESSION_SECRET
}

export function sessionOptions(env: NodeJS.ProcessEnv = process.env): SessionOptions {
  return {
    password: sessionSecret(env),
    cookieName: SESSION_COOKIE,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: sessionCookieAttributes(env),
  }
}
