import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { cities, countries, departments, distributors } from '../db/schema'

// Countries, departments and cities for the forms, and the distributors with the department of
// their city.

export function countryList(db: Executor) {
  return db
    .select({ id: countries.id, paisNombre: countries.paisNombre })
    .from(countries)
    .orderBy(asc(countries.orden), asc(countries.id))
}

export function departmentList(db: Executor) {
  return db.select().from(departments).orderBy(asc(departments.codigoDepartamento))
}

export function citiesOfDepartment(db: Executor, codigoDepartamento: number) {
  return db
    .select({ codigoCiudad: cities.codigoCiudad, nombre: cities.nombre })
    .from(cities)
    .where(eq(cities.codigoDepartamento, codigoDepartamento))
    .orderBy(asc(cities.nombre))
}

export async function distributorList(db: Executor) {
  const [rows, places] = await Promise.all([
    db
      .select({
        nombre: distributors.nombre,
        descripcion: distributors.descripcion,
        localizacion: distributors.localizacion,
        ciudad: distributors.ciudad,
      })
      .from(distributors)
      .orderBy(asc(distributors.ciudad), asc(distributors.nombre)),
    db
      .select({ ciudad: cities.nombre, departamento: departments.nombre })
      .from(cities)
      .innerJoin(departments, eq(cities.codigoDepartamento, departments.codigoDepartamento))
      .orderBy(asc(cities.codigoCiudad)),
  ])
  // `departamento`, like `ciudad`, is not in the distributor of docs/product.md §3: the site groups
  // the list by it. A city name two departments share takes the first (lowest code).
  const departmentOf = new Map<string, string>()
  for (const place of places)
    if (!departmentOf.has(place.ciudad)) departmentOf.set(place.ciudad, place.departamento)
  return rows.map((row) => ({ ...row, departamento: departmentOf.get(row.ciudad) ?? '' }))
}
