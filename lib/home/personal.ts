import type { MyCardsGroup, PrizeGroup } from '@loteria/contract'

// The personal home's content, from the player's cards and prizes: client-safe (no server code).

/** What GET /api/inicio answers. */
export type PersonalHome =
  | { sesion: false }
  | {
      sesion: true
      /** The open draw the cards are for ("Sorteo N° 1288"). */
      sorteo: string
      /** The player's card numbers for the open draw. */
      cartones: string[]
      /** Prizes not yet asked for (PENDIENTE) and what they add up to after tax. */
      premios: { cantidad: number; total: number }
    }

export function cardsOfDraw(groups: readonly MyCardsGroup[], sorteoId: number): string[] {
  return groups
    .filter((group) => group.sorteoId === sorteoId)
    .flatMap((group) => group.numeroCarton.map((card) => card.numero))
}

export function prizesWaiting(groups: readonly PrizeGroup[]): { cantidad: number; total: number } {
  const waiting = groups.flatMap((group) =>
    group.premios.filter((premio) => premio.estado === 'PENDIENTE'),
  )
  return {
    cantidad: waiting.length,
    total: waiting.reduce((sum, premio) => sum + premio.total, 0),
  }
}
