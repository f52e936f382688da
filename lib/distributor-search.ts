// The distributor list without a map: search by name, city, department or address, ignoring
// accents and case ("encarnacion" finds Encarnación, "NEMBY" finds Ñemby), grouped by department.

export interface Searchable {
  nombre: string
  ciudad: string
  departamento: string
  descripcion: string
}

/** Lower case without diacritics: ñ reads as n, so a phone keyboard without ñ still finds Ñemby. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Every word of the query appears somewhere in the point (in any order). */
export function matchesQuery(point: Searchable, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = foldText(
    `${point.nombre} ${point.ciudad} ${point.departamento} ${point.descripcion}`,
  )
  return words.every((word) => haystack.includes(word))
}

export interface DepartmentGroup<T> {
  departamento: string
  points: T[]
}

/**
 * Points that match the query (and the department, when one is chosen), grouped by department in
 * alphabetical order (Spanish collation), each group sorted by city then name. Points without a
 * department gather under `otherLabel`, last.
 */
export function groupByDepartment<T extends Searchable>(
  points: readonly T[],
  { query = '', departamento = '' }: { query?: string; departamento?: string },
  otherLabel: string,
): DepartmentGroup<T>[] {
  const groups = new Map<string, T[]>()
  for (const point of points) {
    const key = point.departamento || otherLabel
    if (departamento && key !== departamento) continue
    if (!matchesQuery(point, query)) continue
    groups.set(key, [...(groups.get(key) ?? []), point])
  }
  const collator = new Intl.Collator('es')
  return [...groups.entries()]
    .sort(([a], [b]) => (a === otherLabel ? 1 : b === otherLabel ? -1 : collator.compare(a, b)))
    .map(([name, list]) => ({
      departamento: name,
      points: list.sort(
        (a, b) => collator.compare(a.ciudad, b.ciudad) || collator.compare(a.nombre, b.nombre),
      ),
    }))
}

/** The departments that have at least one point, for the department select. */
export function departmentsOf(points: readonly Searchable[], otherLabel: string): string[] {
  const names = new Set(points.map((p) => p.departamento || otherLabel))
  const collator = new Intl.Collator('es')
  return [...names].sort((a, b) =>
    a === otherLabel ? 1 : b === otherLabel ? -1 : collator.compare(a, b),
  )
}
