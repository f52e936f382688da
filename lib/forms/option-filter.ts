// How a typed text finds an option of a long list (departments, cities): without accents or case,
// so "itapua" finds Itapúa and "ciudad del" finds Ciudad del Este; options whose name starts with
// the text come first, then those where a word does, then any other containing it.

export interface Option {
  value: string
  label: string
}

/** Lower case, without accents (ñ stays an n: nobody types "Ñemby" on a phone's keyboard first). */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

function rank(label: string, query: string): number {
  if (label.startsWith(query)) return 0
  if (label.includes(` ${query}`)) return 1
  return label.includes(query) ? 2 : -1
}

/** The options that match `text`, best first, in list order among equals; all of them for ''. */
export function filterOptions<T extends Option>(options: readonly T[], text: string): T[] {
  const query = folded(text)
  if (!query) return [...options]
  return options
    .map((option, index) => ({ option, index, rank: rank(folded(option.label), query) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.option)
}

/** The option a complete name designates ("asuncion" → Asunción), or undefined. */
export function exactOption<T extends Option>(options: readonly T[], text: string): T | undefined {
  const query = folded(text)
  return query ? options.find((option) => folded(option.label) === query) : undefined
}
