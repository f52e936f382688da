'use client'

import { usePathname } from 'next/navigation'
import { useSyncExternalStore } from 'react'
import { useSession } from '@/lib/swr/use-session'
import { SESSION_HINT_COOKIE } from '@/lib/session/hint'

const subscribeNever = () => () => undefined

function hasHint(): boolean {
  return document.cookie.split('; ').some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`))
}

export type SessionState =
  /** The server's HTML, the same for every visitor: nobody knows yet. */
  | { kind: 'unknown' }
  /** The hint says a player is logged in; /api/sesion has not answered yet. */
  | { kind: 'pending' }
  | { kind: 'in'; nombre: string }
  | { kind: 'out' }

/**
 * Who is in, in three steps, so the header never shows the wrong state for a moment: the static
 * HTML (unknown), then the hint cookie (pending, no request for anonymous visitors), then the
 * session's answer. SWR shares the answer with useLoggedInPlayer.
 */
export function useSessionState(): SessionState {
  // Re-read the hint on every navigation (login, logout and self-exclusion change it).
  usePathname()
  const hinted = useSyncExternalStore<boolean | null>(subscribeNever, hasHint, () => null)
  const { session } = useSession(hinted === true)
  if (hinted === null) return { kind: 'unknown' }
  if (!hinted) return { kind: 'out' }
  if (session === undefined) return { kind: 'pending' }
  return session.usuario ? { kind: 'in', nombre: session.usuario.nombre } : { kind: 'out' }
}
