'use client'

import useSWR from 'swr'
import type { z } from 'zod'
// The winners' own entry: the whole contract would weigh on /ganadores' script.
import { winnerPageSchema } from '@loteria/contract/winners'

export type WinnersPage = z.infer<typeof winnerPageSchema>

async function readWinners(url: string): Promise<WinnersPage> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return winnerPageSchema.parse(await response.json())
}

/** The first `cantidad` winners of a city (or all); the server's first page seeds the cache. */
export function useWinners(cantidad: number, ciudad: string, fallback?: WinnersPage) {
  const params = new URLSearchParams({ cantidad: String(cantidad) })
  if (ciudad) params.set('ciudad', ciudad)
  const { data, error, isLoading } = useSWR(`/api/ganadores?${params}`, readWinners, {
    fallbackData: cantidad === 20 && !ciudad ? fallback : undefined,
    keepPreviousData: true,
    revalidateOnFocus: false,
  })
  return { page: data, error, isLoading }
}
