// A banner may promise the packs' saving (docs/contract.md, "Banners"): its title writes
// `{ahorroMaximo}` where the number goes, and the site puts there the largest saving of the packs
// on sale, computed from their prices (lib/buying/pack-saving.ts), so the home never promises
// more than the packs give ("ahorrá hasta 15%" beside a pack saving 42%).

const SAVING_PLACEHOLDER = '{ahorroMaximo}'

/**
 * The banner's title with the saving written in; null (the banner is left out) when it promises a
 * saving and no pack on sale gives one.
 */
export function withSaving(titulo: string, ahorroMaximo: number): string | null {
  if (!titulo.includes(SAVING_PLACEHOLDER)) return titulo
  if (ahorroMaximo <= 0) return null
  return titulo.split(SAVING_PLACEHOLDER).join(`${ahorroMaximo}%`)
}
