import 'server-only'
import { closeBackendSession } from '@/lib/backend/session'
import { destroySession, getSession } from './index'
import { errorFields, logger } from '@loteria/shared/observability'

/** Closes the backend session (whatever it answers) and destroys the site session. */
export async function logout(): Promise<void> {
  const session = await getSession()
  if (session.backendCookies && Object.keys(session.backendCookies).length > 0) {
    await closeBackendSession({ cookies: session.backendCookies }).catch((error: unknown) => {
      logger.warn('logout: no se pudo cerrar la sesión del backend', errorFields(error))
    })
  }
  await destroySession()
}
