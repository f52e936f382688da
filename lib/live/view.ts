import 'server-only'
import { getCurrentDraw, getDrawResult, getPreviousDraws } from '@/lib/backend'
import { NotFoundError } from '@/lib/backend/errors'
import { readLiveState } from '@/lib/backend/live'
import type { LiveState } from '@loteria/contract'
import type { LiveView } from './types'

// The live page's state, read from the backend at most once per MEMO_MS per site process
// whatever the number of viewers (the header badge asks for it on every page). A backend
// without the live calls (404) gives the waiting state with the latest result.

const MEMO_MS = 500

let memo: { at: number; view: Promise<LiveView> } | undefined

export function getLiveView(now = Date.now()): Promise<LiveView> {
  if (memo && now - memo.at < MEMO_MS) return memo.view
  const view = readView()
  memo = { at: now, view }
  view.catch(() => {
    if (memo?.view === view) memo = undefined
  })
  return view
}

async function readView(): Promise<LiveView> {
  try {
    return fromState(await readLiveState())
  } catch (error) {
    if (error instanceof NotFoundError) return waitingWithoutExtension()
    throw error
  }
}

function fromState(state: LiveState): LiveView {
  if (state.estado === 'ESPERANDO') {
    const last = state.ultimoResultado
    return {
      estado: 'ESPERANDO',
      ultimoEvento: state.ultimoEvento,
      sorteo: null,
      jugadas: [],
      resultado: last?.resultado ?? null,
      resultadoSorteo: last
        ? { id: last.id, identificador: last.identificador, fecha: last.fecha }
        : null,
      proximo: state.proximo ?? null,
    }
  }
  return {
    estado: state.estado,
    ultimoEvento: state.ultimoEvento,
    sorteo: state.sorteo,
    jugadas: state.jugadas,
    resultado: state.resultado ?? null,
    resultadoSorteo: state.resultado ? state.sorteo : null,
    proximo: state.proximo ?? null,
  }
}

/** The contract's own calls (docs/product.md §7): the open draw and the latest result. */
async function waitingWithoutExtension(): Promise<LiveView> {
  const [current, previous] = await Promise.all([
    getCurrentDraw().catch(() => null),
    getPreviousDraws().catch(() => []),
  ])
  const last = previous[0]
  const result = last ? await getDrawResult(last.id).catch(() => null) : null
  return {
    estado: 'ESPERANDO',
    ultimoEvento: 0,
    sorteo: null,
    jugadas: [],
    resultado: result?.resultado ?? null,
    resultadoSorteo: last
      ? { id: last.id, identificador: last.identificador, fecha: last.fecha }
      : null,
    proximo: current
      ? { id: current.id, identificador: current.identificador, fecha: current.fecha }
      : null,
  }
}
