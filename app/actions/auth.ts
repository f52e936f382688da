'use server'

import { redirect } from 'next/navigation'
import { closeBackendSession } from '@/lib/backend/session'
import { destroySession, getSession } from '@/lib/session'

/** Cerrar Sesión: closes the backend session, destroys the site session, goes to /home. */
export async function logoutAction(): Promise<void> {
  const session = await getSession()
  if (session.backendCookies) {
    // The player leaves whatever the backend answers: a failed close must not keep them in.
    await closeBackendSession({ cookies: session.backendCookies }).catch((error: unknown) => {
      console.warn(
        '[logout] backend session close failed:',
        error instanceof Error ? error.message : error,
      )
    })
  }
  await destroySession()
  redirect('/home')
}
