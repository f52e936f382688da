import 'server-only'
import { getIronSession } from 'iron-session'
import { cookies } from 'next/headers'
import { SESSION_HINT_COOKIE, sessionOptions, type SessionData } from './options'

export type { SessionData, SessionUser } from './options'
export { SESSION_COOKIE, SESSION_HINT_COOKIE } from './options'

export async function getSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions())
}

/** Ends the site session and its header hint. */
export async function destroySession(): Promise<void> {
  const session = await getSession()
  session.destroy()
  ;(await cookies()).delete(SESSION_HINT_COOKIE)
}
