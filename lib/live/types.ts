import type { PlayResult } from '@loteria/shared/contract/sorteo'

// What the site's /api/en-vivo answers the live page (and the header's EN VIVO badge).

export interface LiveDrawRef {
  id: number
  identificador: string
  fecha: string
}

export interface LivePlay {
  nombreJugada: string
  bolillas: number[]
}

export type LiveStatus = 'ESPERANDO' | 'EN_CURSO' | 'FINALIZADO'

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

export interface LiveCardPlay {
  nombre: string
  numeros: number[]
}

export interface LiveCardPrize {
  jugada: string
  aciertos: number | null
  premio: number | string
}

export interface LiveCard {
  id: number
  numero: string
  jugadas: LiveCardPlay[]
  premios: LiveCardPrize[] | null
}

/** /api/en-vivo/mis-cartones: `sesion: false` for a visitor. */
export type MyLiveCardsView =
  | { sesion: false }
  | { sesion: true; sorteoId: number | null; cartones: LiveCard[] }
