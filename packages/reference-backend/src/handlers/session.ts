import { formatDate } from '@loteria/contract/format'
import { findUserByEmail, loginUser } from '../accounts/users'
import {
  expiredCookies,
  readCookie,
  SESSION_COOKIE,
  sessionCookies,
  withCookies,
} from '../auth/cookies'
import { DECOY_HASH, verifyPassword } from '../auth/passwords'
import { closeSession, findSession, isKnownAddress, openSession } from '../auth/sessions'
import { message, refuse } from '../http'
import type { HandlerContext, Routes } from '../router'
import { addressSubject, check, clear, record, take } from '../throttle'

// Login and logout (docs/product.md §7, "Session"). Login sets the SESION and XSRF-TOKEN cookies.

const WRONG_CREDENTIALS = 'Correo o contraseña incorrectos.'
/** Longer passwords are refused unread: scrypt on megabytes of input would be a cheap attack. */
const MAX_PASSWORD_LENGTH = 1024

function selfExcludedMessage(until: Date): string {
  return `Tu cuenta está autoexcluida hasta el ${formatDate(until)}. No podés iniciar sesión hasta esa fecha.`
}

/**
 * Many wrong passwords for one account from many addresses (LIMIT_LOGIN_ACCOUNT) slow down its
 * logins from addresses it has never logged in from: together they get LIMIT_LOGIN_ACCOUNT_SLOW
 * tries, refused unchecked beyond. A slowdown, not a lockout: the player's own addresses (a
 * login in the last 90 days) are never slowed, so an attacker cannot keep the player out, and
 * the window ends by itself. An unknown e-mail is counted and slowed the same way.
 */
async function slowedDown(
  db: HandlerContext['db'],
  account: string,
  userId: number | undefined,
  clientAddress: string,
): Promise<Response | undefined> {
  if (!(await check('LIMIT_LOGIN_ACCOUNT', account))) return undefined
  if (userId !== undefined && (await isKnownAddress(db, userId, clientAddress, new Date())))
    return undefined
  return take('LIMIT_LOGIN_ACCOUNT_SLOW', account)
}

export const sessionRoutes: Routes = {
  'POST login': async ({ db, url, clientAddress }) => {
    const username = url.searchParams.get('username')?.trim() ?? ''
    const password = url.searchParams.get('password') ?? ''
    // Wrong passwords slow down one account from one address, known e-mail or not (the answer must
    // not tell them apart): a stranger elsewhere cannot lock the player out. Refused unchecked.
    const from = addressSubject(clientAddress, undefined, 'login')
    const pair = `${username.toLowerCase()}|${from}`
    const throttled =
      (await check('LIMIT_LOGIN_FAILURES', pair)) ?? (await take('LIMIT_LOGIN_ADDRESS', from))
    if (throttled) return throttled
    if (password.length > MAX_PASSWORD_LENGTH) return refuse(WRONG_CREDENTIALS)
    const user = username ? await findUserByEmail(db, username) : undefined
    const account = username.toLowerCase()
    const slowed = await slowedDown(db, account, user?.id, clientAddress)
    if (slowed) return slowed
    // An unknown e-mail still costs one scrypt, so timing does not tell which accounts exist.
    const matches = await verifyPassword(password, user?.passwordHash ?? DECOY_HASH)
    if (!user || !matches) {
      await record('LIMIT_LOGIN_FAILURES', pair)
      await record('LIMIT_LOGIN_ACCOUNT', account)
      return refuse(WRONG_CREDENTIALS)
    }
    await clear('LIMIT_LOGIN_FAILURES', pair)
    const now = new Date()
    if (user.autoexcluidoHasta && user.autoexcluidoHasta.getTime() > now.getTime()) {
      return refuse(selfExcludedMessage(user.autoexcluidoHasta))
    }
    const { token, xsrf } = await openSession(db, user.id, clientAddress, now)
    return withCookies(
      message('Inicio de sesión exitoso', {
        usuario: loginUser(user),
        rol: 'JUGADOR',
        tipo: 'WEB',
      }),
      sessionCookies(token, xsrf),
    )
  },

  /** Public: answers the same with or without a session, and always expires the cookies. */
  'GET rest/sesion/cerrar': async ({ db, request }) => {
    const token = readCookie(request, SESSION_COOKIE)
    const now = new Date()
    const session = token ? await findSession(db, token, now) : undefined
    if (session) await closeSession(db, session.id, now)
    return withCookies(message('Sesión cerrada'), expiredCookies())
  },
}
