import 'server-only'
import { closeBackendSession } from '@/lib/backend/session'
import { destroySession, getSession } from './index'

/** Closes the backend session (whatever it answers) and destroys the site session. */
export async function logout(): Promise<void> {
  const session = await getSession()
  if (session.backendCookies && Object.keys(session.backendCookies).length > 0) {
    await closeBackendSession({ cookies: session.backendCookies }).catch((error: unknown) => {
      console.warn(
        '[logout] backend session close failed:',
        error instanceof Error ? error.message : error,
      )
    })
  }
  await destroySession()
}
