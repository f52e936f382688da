'use client'

import { usePathname } from 'next/navigation'
import { useSyncExternalStore } from 'react'
import { useSession } from '@/lib/swr/use-session'
import { SESSION_HINT_COOKIE } from '@/lib/session/hint'

const subscribeNever = () => () => undefined

function hasHint(): boolean {
  return document.cookie.split('; ').some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`))
}

/**
 * The logged-in player's name, or null: read from the session only when the hint cookie says there
 * is one, so anonymous visitors never call the server. The header and the phone menu share it (SWR
 * asks once).
 */
export function useLoggedInPlayer(): { nombre: string } | null {
  // Re-read the hint on every navigation (login, logout and self-exclusion change it).
  usePathname()
  // The server renders the logged-out header; the browser reads the hint after hydration.
  const hinted = useSyncExternalStore(subscribeNever, hasHint, () => false)
  const { session } = useSession(hinted)
  return session?.usuario ?? null
}
