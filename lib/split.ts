/**
 * Splits a list into two columns by halves; the first takes the odd one out (docs/product.md §2:
 * footer links).
 */
export function splitInHalves<T>(items: readonly T[]): [T[], T[]] {
  const middle = Math.ceil(items.length / 2)
  return [items.slice(0, middle), items.slice(middle)]
}
