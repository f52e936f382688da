'use client'

import useSWR from 'swr'
import { isRecord } from '@/lib/is-record'
import type { BuyingOffer } from '@/lib/responsible-play/buying-offer'

/** What GET /api/juego-responsable answers, read: the reality check's data and the buying offer. */
interface ResponsiblePlayView {
  /** Null when the reality check is off. */
  realidad: RealityCheckData | null
  oferta: BuyingOffer
}

/** The reality check's data: all instants from the backend's clock. */
export interface RealityCheckData {
  minutos: number
  inicio: number
  ahora: number
  gasto: number
  /** performance.now() when the answer arrived: the browser measures only time since then. */
  recibido: number
}

export const RESPONSIBLE_PLAY_KEY = '/api/juego-responsable'

// Checked by hand, like useSession: this hook is on every page of a logged-in player.
function readRealityCheck(body: Record<string, unknown>): RealityCheckData | null {
  if (typeof body.minutos !== 'number' || body.minutos <= 0) return null
  const inicio = typeof body.inicio === 'string' ? Date.parse(body.inicio) : NaN
  const ahora = typeof body.ahora === 'string' ? Date.parse(body.ahora) : NaN
  const gasto = typeof body.gasto === 'number' ? body.gasto : NaN
  if ([inicio, ahora, gasto].some(Number.isNaN)) return null
  return { minutos: body.minutos, inicio, ahora, gasto, recibido: performance.now() }
}

const PERIODS = new Set(['dia', 'semana', 'mes'])

/** Anything unreadable offers what the page offers anyway: the backend still refuses. */
function readOffer(value: unknown): BuyingOffer {
  if (!isRecord(value)) return { estado: 'libre' }
  if (value.estado === 'pausa' && typeof value.hasta === 'string') {
    return { estado: 'pausa', hasta: value.hasta }
  }
  if (
    value.estado === 'limite' &&
    typeof value.restante === 'number' &&
    typeof value.periodo === 'string' &&
    PERIODS.has(value.periodo) &&
    typeof value.renueva === 'string'
  ) {
    return {
      estado: 'limite',
      restante: value.restante,
      periodo: value.periodo as 'dia' | 'semana' | 'mes',
      renueva: value.renueva,
    }
  }
  return { estado: 'libre' }
}

async function readResponsiblePlay(url: string): Promise<ResponsiblePlayView | null> {
  const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' })
  if (!response.ok) return null
  const body: unknown = await response.json()
  if (!isRecord(body)) return null
  return { realidad: readRealityCheck(body), oferta: readOffer(body.oferta) }
}

/**
 * The player's responsible-play view, one request shared by the reality check and every purchase
 * offer of the page; the key stays undefined until a player is logged in. Asked again on focus, so
 * a pause taken in another tab reaches the offers.
 */
export function useResponsiblePlay(enabled: boolean) {
  const { data, error, mutate } = useSWR(
    enabled ? RESPONSIBLE_PLAY_KEY : undefined,
    readResponsiblePlay,
    { revalidateOnFocus: true },
  )
  return { data, failed: error !== undefined, refresh: mutate }
}
