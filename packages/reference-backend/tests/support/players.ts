import type { BackendCredentials } from '@/lib/backend/request'
import {
  loggedIn,
  register,
  type BackendClient,
} from '../../../../tests/support/servers/backend-client'

// Players for contract tests: a fresh one per test that changes an account, so tests never step
// on each other (nor on the demo players' counted history).

/** Registers a fresh player and logs them in. */
export async function freshPlayer(ip?: string) {
  const { player, answer } = await register()
  expect(answer.body).toEqual({
    error: false,
    mensaje: 'Registro exitoso. Ya podés iniciar sesión.',
  })
  const session = await loggedIn(player.email, player.password, ip)
  return { player, ...session, credentials: credentialsOf(session.client) }
}

/**
 * The client's backend cookies as the site's backend client takes them (lib/backend), sharing
 * nothing: each call of either client updates its own copy.
 */
export function credentialsOf(client: BackendClient): BackendCredentials {
  return { cookies: Object.fromEntries(client.cookies) }
}
