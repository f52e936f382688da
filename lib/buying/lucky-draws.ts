import type { MyPack } from '@loteria/contract'

// Which of a pack's draws ahead its lucky number can come out in, as the backend said it
// (sorteosFavorito): the saved message and the pack's hint name them in one format.

export interface LuckyDraws {
  /** The messages' values: `sorteos` is "1289, 1293 y 1297". */
  words: { numero: string; count: number; sorteos: string }
  /** Every draw the pack still has holds it. */
  all: boolean
  /** None does: it can no longer come out in this pack. */
  none: boolean
}

export function luckyDraws(pack: MyPack): LuckyDraws | null {
  const ids = pack.sorteosFavorito
  if (!pack.numeroFavorito || !ids || pack.cantidad <= 0) return null
  return {
    words: {
      numero: pack.numeroFavorito,
      count: ids.length,
      sorteos: new Intl.ListFormat('es', { type: 'conjunction' }).format(ids.map(String)),
    },
    all: ids.length >= pack.cantidad,
    none: ids.length === 0,
  }
}
