'use client'

import useSWR from 'swr'
import { isRecord } from '@/lib/is-record'

/** What GET /api/sesion answers (app/api/sesion/route.ts). */
interface SessionResponse {
  usuario: { nombre: string } | null
}

// Checked by hand: this hook is in the header of every page, and zod would be the largest script
// of an anonymous visitor's first load.
function sessionOf(body: unknown): SessionResponse {
  const usuario = isRecord(body) ? body.usuario : null
  return isRecord(usuario) && typeof usuario.nombre === 'string'
    ? { usuario: { nombre: usuario.nombre } }
    : { usuario: null }
}

async function readSession(url: string): Promise<SessionResponse> {
  const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' })
  if (!response.ok) return { usuario: null }
  return sessionOf(await response.json())
}

/** The logged-in player's display data; the key stays undefined until a session is hinted. */
export function useSession(enabled: boolean) {
  const { data, mutate } = useSWR(enabled ? '/api/sesion' : undefined, readSession, {
    revalidateOnFocus: true,
  })
  return { session: data, mutate }
}
