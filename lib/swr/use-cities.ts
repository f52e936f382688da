'use client'

import useSWR from 'swr'
import { z } from 'zod'

const citiesSchema = z.object({
  datos: z.array(z.object({ codigoCiudad: z.number(), nombre: z.string() })),
})
export type CityOption = z.infer<typeof citiesSchema>['datos'][number]

async function readCities(url: string): Promise<CityOption[]> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return citiesSchema.parse(await response.json()).datos
}

/**
 * Cities of a department; no request until a department is chosen (docs/product.md §4: the value
 * `null` clears).
 */
export function useCities(codigoDepartamento: string | undefined) {
  const ready =
    codigoDepartamento && codigoDepartamento !== 'null' && /^\d+$/.test(codigoDepartamento)
  const { data, error, isLoading } = useSWR(
    ready ? `/api/ciudades/${codigoDepartamento}` : undefined,
    readCities,
    {
      revalidateOnFocus: false,
    },
  )
  return { cities: data ?? [], error, isLoading }
}
