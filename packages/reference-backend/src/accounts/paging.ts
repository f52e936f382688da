import { asc, desc, type AnyColumn } from 'drizzle-orm'
import { intParam } from '../http'

// The account lists' query: `cantidad`, 1-based `pagina`, `orden` asc|desc (`indice` is accepted
// and ignored: every list has one natural sort column).

export function accountPage(url: URL, defaultSize: number) {
  const cantidad = Math.max(1, intParam(url, 'cantidad', defaultSize, 100))
  const pagina = Math.max(1, intParam(url, 'pagina', 1, 100_000))
  return { limit: cantidad, offset: (pagina - 1) * cantidad }
}

/** Descending unless `orden=asc`. */
export function accountOrder(url: URL, column: AnyColumn) {
  return url.searchParams.get('orden')?.toLowerCase() === 'asc' ? asc(column) : desc(column)
}

export const iso = (value: Date | null): string | null => (value ? value.toISOString() : null)
