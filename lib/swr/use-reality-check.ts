'use client'

import useSWR from 'swr'
import { isRecord } from '@/lib/is-record'

/** What GET /api/juego-responsable answers: all instants from the backend's clock. */
export interface RealityCheckData {
  minutos: number
  inicio: number
  ahora: number
  gasto: number
  /** performance.now() when the answer arrived: the browser measures only time since then. */
  recibido: number
}

// Checked by hand, like useSession: this hook is on every page of a logged-in player.
function read(body: unknown): RealityCheckData | null {
  if (!isRecord(body) || typeof body.minutos !== 'number' || body.minutos <= 0) return null
  const inicio = typeof body.inicio === 'string' ? Date.parse(body.inicio) : NaN
  const ahora = typeof body.ahora === 'string' ? Date.parse(body.ahora) : NaN
  const gasto = typeof body.gasto === 'number' ? body.gasto : NaN
  if ([inicio, ahora, gasto].some(Number.isNaN)) return null
  return { minutos: body.minutos, inicio, ahora, gasto, recibido: performance.now() }
}

async function fetchRealityCheck(url: string): Promise<RealityCheckData | null> {
  const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' })
  return response.ok ? read(await response.json()) : null
}

/** The reality check's data; the key stays undefined until a player is logged in. */
export function useRealityCheck(enabled: boolean) {
  const { data, mutate } = useSWR(
    enabled ? '/api/juego-responsable' : undefined,
    fetchRealityCheck,
    {
      revalidateOnFocus: false,
    },
  )
  return { data: data ?? null, refresh: mutate }
}
