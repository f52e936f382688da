import type { LiveDrawRef, LiveState, MyLiveCards, PlayResult } from '@loteria/contract'

// What the site's /api/en-vivo answers the live page (and the header's EN VIVO badge), in the
// contract's terms.

export type { LiveDrawRef }

export type LivePlay = Extract<LiveState, { jugadas: unknown }>['jugadas'][number]

export type LiveStatus = LiveState['estado']

export interface LiveView {
  estado: LiveStatus
  /** The stream resumes after this id. */
  ultimoEvento: number
  /** The draw being called or just finished. */
  sorteo: LiveDrawRef | null
  jugadas: LivePlay[]
  /** The finished draw's result, or while waiting the latest result. */
  resultado: PlayResult[] | null
  resultadoSorteo: LiveDrawRef | null
  /** The next draw, for the countdown. */
  proximo: LiveDrawRef | null
}

export type LiveCard = MyLiveCards['cartones'][number]

/** /api/en-vivo/mis-cartones: `sesion: false` for a visitor. */
export type MyLiveCardsView =
  | { sesion: false }
  | { sesion: true; sorteoId: number | null; cartones: LiveCard[] }
