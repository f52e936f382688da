import 'server-only'
import { getIronSession } from 'iron-session'
import { cookies } from 'next/headers'
import { expired, hintCookieAttributes } from './cookie-options'
import { announceEndedSession } from './ended-sessions-bus'
import { isEndedSession } from './ended-sessions'
import { SESSION_COOKIE, SESSION_HINT_COOKIE, sessionOptions, type SessionData } from './options'

export { SESSION_HINT_COOKIE } from './options'

/**
 * The player's session. A malformed cookie (cut, edited) gives a fresh anonymous session instead
 * of an error: iron-session returns {} for a bad seal but throws on some malformed ones.
 */
export async function getSession() {
  const session = await readSession()
  // A session a logout ended is no session, whatever copy of its cookie comes back.
  if (isEndedSession(session.sid)) {
    delete session.user
    delete session.backendCookies
  }
  return session
}

async function readSession() {
  const store = await cookies()
  try {
    return await getIronSession<SessionData>(store, sessionOptions())
  } catch {
    const withoutSession = new Proxy(store, {
      get(target, property, receiver) {
        if (property === 'get') {
          return (name: string) => (name === SESSION_COOKIE ? undefined : target.get(name))
        }
        const value: unknown = Reflect.get(target, property, receiver)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    return getIronSession<SessionData>(withoutSession, sessionOptions())
  }
}

/** Ends the site session and its header hint. */
export async function destroySession(): Promise<void> {
  const session = await getSession()
  if (session.sid) await announceEndedSession(session.sid)
  session.destroy()
  ;(await cookies()).set(SESSION_HINT_COOKIE, '', expired(hintCookieAttributes()))
}
