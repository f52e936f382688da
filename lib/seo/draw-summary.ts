import { formatInTimeZone } from 'date-fns-tz'
import type { Draw, PlayResult } from '@loteria/contract'
import { formatDate, TIME_ZONE, toDate } from '@loteria/contract/format'

// What the draw page, its picture, its structured data and the feed say about one draw: its
// name, date and the balls of each numbers play (the azar play has prize cards, not balls).

interface DrawPlayBalls {
  nombreJugada: string
  bolillas: string[]
}

export interface DrawSummary {
  id: number
  /** `Sorteo N° 1287`, or `Sorteo 1287` when the backend gives no identificador. */
  nombre: string
  /** `N° 1287`: the name without the word Sorteo, where space is short. */
  numero: string
  /** dd/MM/yyyy in Asunción. */
  fecha: string
  /** ISO 8601 with Asunción's offset, as schema.org and feeds want it. */
  fechaIso: string
  plays: DrawPlayBalls[]
}

export function summarizeDraw(draw: Draw, plays: PlayResult[] = []): DrawSummary {
  const date = toDate(draw.fecha)
  const nombre = draw.identificador.trim() || `Sorteo ${draw.id}`
  return {
    id: draw.id,
    nombre,
    numero: nombre.replace(/^sorteo\s+/i, ''),
    fecha: formatDate(date),
    fechaIso: formatInTimeZone(date, TIME_ZONE, "yyyy-MM-dd'T'HH:mm:ssXXX"),
    plays: plays.flatMap((p) =>
      p.azar || p.bolillas.length === 0
        ? []
        : [{ nombreJugada: p.nombreJugada, bolillas: p.bolillas }],
    ),
  }
}

/** `Tradicional: 03, 11, 25 · Revancha: …` – the result in one line of plain text. */
export function ballsLine(summary: DrawSummary): string {
  return summary.plays.map((p) => `${p.nombreJugada}: ${p.bolillas.join(', ')}`).join(' · ')
}

/** The draws before and after `id` in a newest-first list, for the page's links. */
export function neighbours<T extends { id: number }>(draws: T[], id: number) {
  const index = draws.findIndex((d) => d.id === id)
  if (index < 0) return { previous: undefined, next: undefined }
  return { previous: draws[index + 1], next: index > 0 ? draws[index - 1] : undefined }
}

export const drawPath = (id: number) => `/resultados/${id}`
