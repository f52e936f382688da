import type { LimitPeriod, Pack, ResponsiblePlay } from '@loteria/contract'

// What a purchase offer may say to a player, from their responsible-play state (docs/contract.md,
// "Juego responsable"): nothing to buy during a pause, nothing past what the tightest spend limit
// leaves. The backend refuses those purchases anyway; the site must not offer them.
// Client-safe: /api/juego-responsable answers it to the offers of the static pages, and the
// buying pages read it on the server.

export type BuyingOffer =
  | { estado: 'libre' }
  | { estado: 'pausa'; hasta: string }
  /** The limit leaves less than the cheapest pack on sale; buying opens again at `renueva`. */
  | { estado: 'limite'; restante: number; periodo: LimitPeriod; renueva: string }

type State = Pick<ResponsiblePlay, 'pausaHasta' | 'masAjustado'>

/** The packs a player may still buy: all of them, none during a pause, those within the limit. */
export function packsWithinReach<P extends Pick<Pack, 'precio'>>(
  packs: readonly P[],
  state: State,
): P[] {
  if (state.pausaHasta) return []
  const restante = state.masAjustado?.restante ?? null
  return restante === null ? [...packs] : packs.filter((pack) => pack.precio <= restante)
}

export function buyingOffer(state: State, packs: readonly Pick<Pack, 'precio'>[]): BuyingOffer {
  if (state.pausaHasta) return { estado: 'pausa', hasta: state.pausaHasta }
  const tightest = state.masAjustado
  if (tightest && tightest.restante !== null && packsWithinReach(packs, state).length === 0) {
    return {
      estado: 'limite',
      restante: tightest.restante,
      periodo: tightest.periodo,
      renueva: tightest.finPeriodo,
    }
  }
  return { estado: 'libre' }
}

/** Whether the limit leaves less than `packs` cost (all of them: none can be bought). */
export function limitReached(state: State, packs: readonly Pick<Pack, 'precio'>[]): boolean {
  return packs.length > 0 && !state.pausaHasta && buyingOffer(state, packs).estado === 'limite'
}
