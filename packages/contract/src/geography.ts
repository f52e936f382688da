import { z } from 'zod'
import { listOf, numeric } from './wire'

// paises, departamentos, ciudades/{departmentCode} (docs/product.md §7, "Account").

export const countrySchema = z.object({ id: numeric, paisNombre: z.string() })
export type Country = z.infer<typeof countrySchema>
export const countryListSchema = listOf(countrySchema)

export const departmentSchema = z.object({ codigoDepartamento: numeric, nombre: z.string() })
export type Department = z.infer<typeof departmentSchema>
export const departmentListSchema = listOf(departmentSchema)

export const citySchema = z.object({ codigoCiudad: numeric, nombre: z.string() })
export type City = z.infer<typeof citySchema>
export const cityListSchema = listOf(citySchema)
