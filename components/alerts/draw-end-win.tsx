'use client'

import { useEffect, useState } from 'react'
import { drawWinAction } from '@/lib/actions/win'
import type { WinSummary } from '@/lib/prizes/win-summary'
import { WinCelebration } from './win-celebration'

// A draw just ended: if the player won in it, the celebration, once per draw and browser tab
// (the live page and every other page share the mark, so it is never shown twice).

const seenKey = (sorteoId: number) => `celebrado-${sorteoId}`

export function alreadyCelebrated(sorteoId: number): boolean {
  try {
    return sessionStorage.getItem(seenKey(sorteoId)) === '1'
  } catch {
    return false
  }
}

export function markCelebrated(sorteoId: number) {
  try {
    sessionStorage.setItem(seenKey(sorteoId), '1')
  } catch {
    // Storage refused (private mode): the celebration may come again on another page.
  }
}

/** Asks what the player won in `sorteoId` and celebrates it; nothing when they did not win. */
export function DrawEndWin({ sorteoId }: { sorteoId: number }) {
  const [win, setWin] = useState<WinSummary | null>(null)

  useEffect(() => {
    if (alreadyCelebrated(sorteoId)) return
    let cancelled = false
    void drawWinAction({ sorteoId })
      .then((result) => {
        if (cancelled || !result.ok || !result.data) return
        markCelebrated(sorteoId)
        setWin(result.data)
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [sorteoId])

  return win ? <WinCelebration win={win} onClose={() => setWin(null)} /> : null
}
