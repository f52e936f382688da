'use client'

import useSWR from 'swr'
import { z } from 'zod'

export const winnerViewSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  premio: z.union([z.number(), z.string()]),
  fecha: z.string(),
  ciudad: z.string(),
  foto: z.string(),
  biografia: z.string(),
})
export type WinnerView = z.infer<typeof winnerViewSchema>
const pageSchema = z.object({ datos: z.array(winnerViewSchema), total: z.number() })
export type WinnersPage = z.infer<typeof pageSchema>

async function fetchWinners(url: string): Promise<WinnersPage> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return pageSchema.parse(await response.json())
}

/** The first `cantidad` winners of a city (or all); the server's first page seeds the cache. */
export function useWinners(cantidad: number, ciudad: string, fallback?: WinnersPage) {
  const params = new URLSearchParams({ cantidad: String(cantidad) })
  if (ciudad) params.set('ciudad', ciudad)
  const { data, error, isLoading } = useSWR(`/api/ganadores?${params}`, fetchWinners, {
    fallbackData: cantidad === 20 && !ciudad ? fallback : undefined,
    keepPreviousData: true,
    revalidateOnFocus: false,
  })
  return { page: data, error, isLoading }
}
