import 'server-only'
import { getTranslations } from 'next-intl/server'
import { UnauthorizedError } from '@/lib/backend/errors'
import type { BackendCredentials } from '@/lib/backend/request'
import { destroySession, getSession } from '@/lib/session'
import type { SessionUser } from '@/lib/session/options'
import { errorMessage } from './errors'
import type { ActionResult } from './result'

/**
 * The frame of every account action: the player comes from the session (never from the request),
 * the backend cookies it sets are kept, a backend 401 ends the session.
 */
export async function runAccountAction<T>(
  fn: (credentials: BackendCredentials, user: SessionUser) => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  const session = await getSession()
  if (!session.user) {
    // The spec's words for an action without a player (docs/product.md, self-exclusion), for all.
    const t = await getTranslations('Errors')
    return { ok: false, message: t('loginRequired'), redirectTo: '/login' }
  }
  const credentials = { cookies: { ...(session.backendCookies ?? {}) } }
  try {
    const result = await fn(credentials, session.user)
    if (JSON.stringify(credentials.cookies) !== JSON.stringify(session.backendCookies ?? {})) {
      session.backendCookies = credentials.cookies
      await session.save()
    }
    return result
  } catch (error) {
    if (error instanceof UnauthorizedError) {
      await destroySession()
      const t = await getTranslations('Errors')
      return { ok: false, message: t('sessionExpired'), redirectTo: '/login' }
    }
    return { ok: false, message: await errorMessage(error) }
  }
}
