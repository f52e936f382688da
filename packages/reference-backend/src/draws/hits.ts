/** How many of a play's numbers were drawn. */
export function countHits(numbers: readonly number[], drawn: ReadonlySet<number>): number {
  let hits = 0
  for (const n of numbers) if (drawn.has(n)) hits++
  return hits
}
