import { and, eq, gt, isNull } from 'drizzle-orm'
import { sessions } from '../db/schema'
import type { Executor } from '../db/executor'
import { randomToken, sha256 } from './tokens'

// Backend sessions: eight hours from login, closed at logout, password change or self-exclusion.

const SESSION_HOURS = 8

export interface ActiveSession {
  id: string
  userId: number
  xsrf: string
}

export async function openSession(
  db: Executor,
  userId: number,
  ip: string,
  now: Date,
): Promise<{ token: string; xsrf: string }> {
  const token = randomToken()
  const xsrf = randomToken()
  await db.insert(sessions).values({
    id: sha256(token),
    userId,
    xsrf,
    inicio: now,
    expiracion: new Date(now.getTime() + SESSION_HOURS * 3_600_000),
    ip,
  })
  return { token, xsrf }
}

/** The open, unexpired session of a SESION cookie, if any. */
export async function findSession(
  db: Executor,
  token: string,
  now: Date,
): Promise<ActiveSession | undefined> {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      xsrf: sessions.xsrf,
      expiracion: sessions.expiracion,
    })
    .from(sessions)
    .where(and(eq(sessions.id, sha256(token)), isNull(sessions.fin)))
  if (!row || row.expiracion.getTime() <= now.getTime()) return undefined
  return { id: row.id, userId: row.userId, xsrf: row.xsrf }
}

export async function closeSession(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ fin: now })
    .where(and(eq(sessions.id, id), isNull(sessions.fin)))
}

export async function closeUserSessions(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ fin: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.fin)))
}

/** How far back a login from an address makes it the player's own (known-address check). */
const KNOWN_ADDRESS_DAYS = 90

/** Whether the player logged in from `ip` in the last 90 days (sessions_user_idx serves it). */
export async function isKnownAddress(
  db: Executor,
  userId: number,
  ip: string,
  now: Date,
): Promise<boolean> {
  if (!ip) return false
  const since = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000)
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.inicio, since), eq(sessions.ip, ip)))
    .limit(1)
  return row !== undefined
}
