import type { Direccion } from '@loteria/contract'

/**
 * Where a prize is collected in person, as one line ("Casa Central, Av. Mariscal López 1234 c/
 * Venezuela, Asunción"): the first of the site config's addresses, which the backend lists head
 * office first (the footer shows them in that order). Null without addresses.
 */
export function prizeOffice(direcciones: readonly Direccion[]): string | null {
  const first = direcciones.find((d) => d.direccion)
  if (!first) return null
  return first.nombre ? `${first.nombre}, ${first.direccion}` : first.direccion
}
