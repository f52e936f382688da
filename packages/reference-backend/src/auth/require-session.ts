import { forbidden, status, unauthorized } from '../http'
import type { Handler, HandlerContext } from '../router'
import { readCookie, SESSION_COOKIE, XSRF_HEADER } from './cookies'
import { findSession, type ActiveSession } from './sessions'
import { safeEqual } from './tokens'

// The checks every account route makes, written once: a valid SESION cookie (401), the session's
// X-XSRF-TOKEN on anything but GET (403), and no other player's id anywhere in the call (403).

export interface AccountContext extends HandlerContext {
  session: ActiveSession
}

export type AccountHandler = (context: AccountContext) => Promise<Response> | Response

export function account(handler: AccountHandler): Handler {
  return async (context) => {
    const token = readCookie(context.request, SESSION_COOKIE)
    const session = token ? await findSession(context.db, token, new Date()) : undefined
    if (!session) return unauthorized()
    if (context.request.method !== 'GET') {
      const header = context.request.headers.get(XSRF_HEADER)
      if (!header || !safeEqual(header, session.xsrf)) {
        return status(403, 'Falta el token de seguridad de la sesión o no es válido.')
      }
    }
    return handler({ ...context, session })
  }
}

/**
 * 403 when any of the given user ids (from a path, query or body) is not the session's player.
 * An absent id (undefined, null, '') names no one and passes: the session's player is meant.
 */
export function refuseForeignUser(session: ActiveSession, ...ids: unknown[]): Response | undefined {
  for (const id of ids) {
    if (id === undefined || id === null || id === '') continue
    const value = typeof id === 'number' ? id : typeof id === 'string' ? Number(id.trim()) : NaN
    if (value !== session.userId) return forbidden()
  }
  return undefined
}
