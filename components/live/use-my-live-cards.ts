'use client'

import { useEffect, useState } from 'react'
import type { LiveCard, LiveStatus, MyLiveCardsView } from '@/lib/live/types'

/**
 * The logged-in player's cards in the live draw (through the site, with the session): null while
 * loading, asked again when the draw changes and when it ends (the prizes come with the end).
 */
export function useMyLiveCards(
  loggedIn: boolean,
  sorteoId: number | null,
  estado: LiveStatus | null,
): LiveCard[] | null {
  const [cards, setCards] = useState<LiveCard[] | null>(null)
  useEffect(() => {
    if (!loggedIn || estado === null) return
    let cancelled = false
    fetch('/api/en-vivo/mis-cartones', { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<MyLiveCardsView>) : null))
      .then((view) => {
        if (!cancelled) setCards(view && view.sesion ? view.cartones : [])
      })
      .catch(() => {
        if (!cancelled) setCards([])
      })
    return () => {
      cancelled = true
    }
  }, [loggedIn, sorteoId, estado])
  return cards
}
