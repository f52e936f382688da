import { eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { cities, countries, departments } from '../db/schema'

// Country, department and city must exist, and the city must belong to the department.

export async function checkCountry(db: Executor, codigoPais: number): Promise<string | undefined> {
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, codigoPais))
  return country ? undefined : 'El país seleccionado no es válido.'
}

export async function checkPlace(
  db: Executor,
  codigoDepartamento: number,
  codigoCiudad: number,
): Promise<string | undefined> {
  const [department] = await db
    .select({ codigo: departments.codigoDepartamento })
    .from(departments)
    .where(eq(departments.codigoDepartamento, codigoDepartamento))
  if (!department) return 'El departamento seleccionado no es válido.'
  const [city] = await db
    .select({ departamento: cities.codigoDepartamento })
    .from(cities)
    .where(eq(cities.codigoCiudad, codigoCiudad))
  if (!city) return 'La ciudad seleccionada no es válida.'
  if (city.departamento !== codigoDepartamento) {
    return 'La ciudad seleccionada no pertenece al departamento.'
  }
  return undefined
}
