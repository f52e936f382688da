import type { Prize, PrizeGroup } from '@loteria/contract'

/**
 * A prize with the draw it belongs to: what a claim sends besides the form (docs/product.md §3).
 */
export interface OwnedPrize {
  prize: Prize
  group: Omit<PrizeGroup, 'premios'>
}

/** The player's prize `id` among their groups; undefined when it is not theirs. */
export function findPrize(groups: readonly PrizeGroup[], id: number): OwnedPrize | undefined {
  for (const { premios, ...group } of groups) {
    const prize = premios.find((p) => p.id === id)
    if (prize) return { prize, group }
  }
  return undefined
}

/** A cash prize's guaraníes; goods and the free card have none to collect online. */
export const cashAmount = (prize: Prize): number | undefined =>
  typeof prize.premio === 'number' ? prize.premio : undefined
