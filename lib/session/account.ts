import 'server-only'
import { redirect } from 'next/navigation'
import { UnauthorizedError } from '@/lib/backend/errors'
import type { BackendCredentials } from '@/lib/backend/request'
import { getSession } from './index'
import type { SessionUser } from './options'

const SESSION_EXPIRED_PATH = '/api/sesion/expirada'

/**
 * Runs account calls for the logged-in player in a server component. The player's id comes from
 * the session only. A backend 401 ends the session and sends the player to /login (through a
 * route handler, because a server component cannot clear cookies).
 */
export async function withAccount<T>(
  fn: (credentials: BackendCredentials, user: SessionUser) => Promise<T>,
): Promise<T> {
  const session = await getSession()
  if (!session.user) redirect('/login')
  const credentials = { cookies: { ...(session.backendCookies ?? {}) } }
  try {
    return await fn(credentials, session.user)
  } catch (error) {
    if (error instanceof UnauthorizedError) redirect(SESSION_EXPIRED_PATH)
    throw error
  }
}
