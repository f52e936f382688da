// Sessions a logout ended before their cookie expires. The session cookie is sealed
// and carries everything, so a copy kept from before the logout (a shared computer, a stolen
// cookie) read as logged in at /api/sesion and passed middleware.ts until its 8 h were up. Each
// session now has an id (`sid`), and a logout records it here until the cookie would have
// expired. A Map on globalThis: middleware.ts, the route handlers and the actions are bundled
// apart and must see one record per process, and the middleware's check stays a lookup in memory.
// Other processes hear of it on the event bus (./ended-sessions-bus.ts).

import { randomBytes } from 'node:crypto'
import { SESSION_TTL_SECONDS } from './options'

const KEY = Symbol.for('loteria.endedSessions')
type WithEnded = typeof globalThis & { [KEY]?: Map<string, number> }

function ended(): Map<string, number> {
  const scope = globalThis as WithEnded
  scope[KEY] ??= new Map()
  return scope[KEY]
}

/** A new session's id: 128 random bits. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url')
}

/** Until when (ms since the epoch) a session ended now must stay refused: its cookie's lifetime. */
export function endedUntil(now = Date.now()): number {
  return now + SESSION_TTL_SECONDS * 1000
}

export function rememberEndedSession(sid: string, until: number, now = Date.now()): void {
  const store = ended()
  // Expired records go as new ones come: the map holds at most a lifetime's logouts.
  for (const [id, end] of store) if (end <= now) store.delete(id)
  if (until > now) store.set(sid, until)
}

/** Whether a logout ended this session. */
export function isEndedSession(sid: string | undefined, now = Date.now()): boolean {
  if (!sid) return false
  const until = ended().get(sid)
  return until !== undefined && until > now
}
