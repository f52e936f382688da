'use client'

import useSWR from 'swr'
import { isRecord } from '@/lib/is-record'
import type { PersonalHome } from '@/lib/home/personal'

// Checked by hand, like useSession: zod would be the largest script of the home.
function read(body: unknown): PersonalHome | null {
  if (!isRecord(body)) return null
  if (body.sesion !== true) return { sesion: false }
  const premios = isRecord(body.premios) ? body.premios : {}
  return {
    sesion: true,
    sorteo: typeof body.sorteo === 'string' ? body.sorteo : '',
    cartones: Array.isArray(body.cartones)
      ? body.cartones.filter((n): n is string => typeof n === 'string')
      : [],
    premios: {
      cantidad: typeof premios.cantidad === 'number' ? premios.cantidad : 0,
      total: typeof premios.total === 'number' ? premios.total : 0,
    },
  }
}

async function readPersonalHome(url: string): Promise<PersonalHome | null> {
  const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' })
  return response.ok ? read(await response.json()) : null
}

/** SWR's key: the draw watch (components/draws/draw-watch.tsx) refreshes it when a draw ends. */
export const PERSONAL_HOME_KEY = '/api/inicio'

/** The personal home's data; the key stays undefined until a player is logged in. */
export function usePersonalHome(enabled: boolean) {
  const { data, error } = useSWR(enabled ? PERSONAL_HOME_KEY : undefined, readPersonalHome, {
    revalidateOnFocus: true,
  })
  return { data, failed: error !== undefined }
}
