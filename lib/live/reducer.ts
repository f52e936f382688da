import type { PlayResult } from '@loteria/contract'
import type { LiveView } from './types'

// The live page's state: the state read once, then every event of the stream applied in order.
// An event already applied (an id not above the last) changes nothing, so a replay after a
// reconnect never shows a ball twice.

const LIVE_PLAYS = ['Tradicional', 'Revancha', 'Siempre Sale'] as const

export type BrowserLiveEvent =
  | { id: number; tipo: 'inicio'; sorteoId: number; identificador: string }
  | {
      id: number
      tipo: 'bolilla'
      sorteoId: number
      jugada: string
      orden: number
      bolilla: number
    }
  | { id: number; tipo: 'fin'; sorteoId: number; resultado?: PlayResult[] | null }

export interface LiveScreen {
  view: LiveView
  lastId: number
  newest: { jugada: string; bolilla: number } | null
}

export type LiveAction =
  | { type: 'state'; view: LiveView }
  | { type: 'event'; event: BrowserLiveEvent }

const emptyPlays = () => LIVE_PLAYS.map((nombreJugada) => ({ nombreJugada, bolillas: [] }))

/**
 * The same draws on show. A backend without the live calls numbers no events (always 0), so only
 * the draws tell a newer waiting state (a new result, the next draw) from the one on screen.
 */
function sameDraws(a: LiveView, b: LiveView): boolean {
  return (
    a.sorteo?.id === b.sorteo?.id &&
    a.resultadoSorteo?.id === b.resultadoSorteo?.id &&
    a.proximo?.id === b.proximo?.id
  )
}

export function liveReducer(screen: LiveScreen | null, action: LiveAction): LiveScreen | null {
  if (action.type === 'state') {
    // A snapshot polled while the stream is away may be older than the events already applied.
    if (screen && action.view.ultimoEvento < screen.lastId) return screen
    if (
      screen &&
      action.view.ultimoEvento === screen.lastId &&
      screen.view.estado === action.view.estado &&
      sameDraws(screen.view, action.view)
    )
      return screen
    const jugadas = action.view.jugadas
    const last = [...jugadas].reverse().find((p) => p.bolillas.length > 0)
    return {
      view: action.view,
      lastId: action.view.ultimoEvento,
      newest:
        action.view.estado === 'EN_CURSO' && last
          ? { jugada: last.nombreJugada, bolilla: last.bolillas.at(-1)! }
          : null,
    }
  }
  if (!screen) return screen
  const { event } = action
  if (event.id <= screen.lastId) return screen
  const view = screen.view
  const sorteo =
    view.sorteo?.id === event.sorteoId
      ? view.sorteo
      : {
          id: event.sorteoId,
          identificador:
            'identificador' in event ? event.identificador : `Sorteo N° ${event.sorteoId}`,
          fecha: view.proximo?.fecha ?? '',
        }
  if (event.tipo === 'inicio') {
    return {
      lastId: event.id,
      newest: null,
      view: { ...view, estado: 'EN_CURSO', sorteo, jugadas: emptyPlays(), resultado: null },
    }
  }
  if (event.tipo === 'bolilla') {
    const base = view.sorteo?.id === event.sorteoId ? view.jugadas : emptyPlays()
    const plays = base.length > 0 ? base : emptyPlays()
    const jugadas = plays.map((play) =>
      play.nombreJugada === event.jugada && play.bolillas.length === event.orden - 1
        ? { ...play, bolillas: [...play.bolillas, event.bolilla] }
        : play,
    )
    return {
      lastId: event.id,
      newest: { jugada: event.jugada, bolilla: event.bolilla },
      view: { ...view, estado: 'EN_CURSO', sorteo, jugadas },
    }
  }
  return {
    lastId: event.id,
    newest: null,
    view: {
      ...view,
      estado: 'FINALIZADO',
      sorteo,
      resultado: event.resultado ?? view.resultado,
      resultadoSorteo: sorteo,
    },
  }
}

export const ballsCalled = (view: LiveView) =>
  view.jugadas.reduce((sum, play) => sum + play.bolillas.length, 0)
