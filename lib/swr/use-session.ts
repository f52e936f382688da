'use client'

import useSWR from 'swr'
import { z } from 'zod'

export const sessionResponseSchema = z.object({
  usuario: z.object({ nombre: z.string() }).nullable(),
})
export type SessionResponse = z.infer<typeof sessionResponseSchema>

async function fetchSession(url: string): Promise<SessionResponse> {
  const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' })
  if (!response.ok) return { usuario: null }
  return sessionResponseSchema.parse(await response.json())
}

/** The logged-in player's display data; the key stays undefined until a session is hinted. */
export function useSession(enabled: boolean) {
  const { data, mutate } = useSWR(enabled ? '/api/sesion' : undefined, fetchSession, {
    revalidateOnFocus: true,
  })
  return { session: data, mutate }
}
